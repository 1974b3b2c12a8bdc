import { COMPANY } from '@phonehaat/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateProduct, type AddProductFormValues } from '@/features/products/api/create-product';
import { useUploadImage } from '@/features/products/api/upload-image';
import { AddProductForm } from '@/features/products/components/add-product-form';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

/** Add Product (Seller): the photos are uploaded first, and the product posted only once every upload succeeded. */
export function AddProductPage() {
  const navigate = useNavigate();
  const upload = useUploadImage();
  const create = useCreateProduct();
  const [uploading, setUploading] = useState<{ uploading: number; of: number } | null>(null);
  const step = uploading ?? (create.isPending ? 'saving' : null);

  const onSubmit = async ({ image: files, ...product }: AddProductFormValues) => {
    try {
      // One after another: on a slow line each photo gets the whole bandwidth and the progress is honest.
      const photos: string[] = [];
      for (const [index, file] of files.entries()) {
        setUploading({ uploading: index + 1, of: files.length });
        photos.push((await upload.mutateAsync(file)).url);
      }
      setUploading(null);
      const [picture = ''] = photos;
      await create.mutateAsync({ ...product, picture, photos });
    } catch (error) {
      setUploading(null);
      notifyError(error);
      return;
    }
    toast.success(m.toast_product_added());
    await navigate(paths.myProducts());
  };

  return (
    <>
      <title>{`${m.product_add_a_product()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{m.product_add_heading()}</h1>
      <section className="max-w-3xl rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
        <AddProductForm onSubmit={onSubmit} step={step} />
      </section>
    </>
  );
}
