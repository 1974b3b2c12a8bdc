import { COMPANY, MAX_PHOTOS, type Listing } from '@phonehaat/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryError } from '@/components/ui/query-error';
import { PendingStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  emptyProductForm,
  type AddProductFormInput,
  type AddProductFormValues,
} from '@/features/products/api/create-product';
import { useEditProduct } from '@/features/products/api/edit-product';
import { useProduct } from '@/features/products/api/get-product';
import { useUploadImage } from '@/features/products/api/upload-image';
import { AddProductForm } from '@/features/products/components/add-product-form';
import { LISTING_TEXT as T } from '@/features/products/strings';
import { useAuth } from '@/lib/auth-context';
import { imageVariant } from '@/lib/image-url';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';
import { formatDigits } from '@/i18n/format';

/** The form's values from a listing as the API answers it. */
function formValuesOf(product: Listing): AddProductFormInput {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...emptyProductForm,
    name: product.name,
    // In the person's digits; the form reads Bengali and Latin digits alike.
    orginalPrice: formatDigits(product.orginalPrice),
    resalePrice: formatDigits(product.resalePrice),
    location: product.location,
    contact: product.contact ?? '',
    category: product.category,
    yearOfUse: String(product.yearOfUse),
    productCondition: product.productCondition,
    brand: product.brand ?? '',
    model: product.model ?? '',
    storageGb: text(product.storageGb),
    ramGb: text(product.ramGb),
    colour: product.colour ?? '',
    batteryHealth: text(product.batteryHealth),
    includes: product.includes,
    warrantyMonths: text(product.warrantyMonths),
    description: product.description ?? '',
  };
}

/** Edit a listing (issue 16, Seller): the Add Product form filled in, the photos moved, removed or added. */
export function EditProductPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const detail = useProduct(id);
  if (detail.isPending) return <PendingStatus label={T.loading()} className="h-[80vh]" />;
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { product } = detail.data;
  if (product.sellerId !== user?._id || product.isProductPurchased) {
    return (
      <>
        <title>{`${T.editTitle()} · ${COMPANY.name}`}</title>
        <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{T.editTitle()}</h1>
        <div className="rounded-box border border-dashed border-base-300 bg-base-200 p-6">
          <p>{product.isProductPurchased ? T.soldNoEdit() : T.notFound()}</p>
          <Link to={paths.myProducts()} className="btn btn-primary mt-4">
            {m.product_my_products()}
          </Link>
        </div>
      </>
    );
  }
  return <EditListing key={product._id} product={product} />;
}

function EditListing({ product }: { product: Listing }) {
  const navigate = useNavigate();
  const upload = useUploadImage();
  const save = useEditProduct(product._id);
  const [photos, setPhotos] = useState<string[]>(product.photos);
  const [uploading, setUploading] = useState<{ uploading: number; of: number } | null>(null);
  const step = uploading ?? (save.isPending ? 'saving' : null);

  const move = (index: number) =>
    setPhotos((current) => {
      const next = [...current];
      const [photo] = next.splice(index, 1);
      if (photo) next.splice(index - 1, 0, photo);
      return next;
    });
  const remove = (index: number) => setPhotos((current) => current.filter((_, i) => i !== index));

  const onSubmit = async ({ image: files, ...values }: AddProductFormValues) => {
    if (photos.length + files.length === 0) {
      toast.error(m.product_choose_photo());
      return;
    }
    if (photos.length + files.length > MAX_PHOTOS) {
      toast.error(T.tooManyPhotos(MAX_PHOTOS));
      return;
    }
    try {
      const added: string[] = [];
      for (const [index, file] of files.entries()) {
        setUploading({ uploading: index + 1, of: files.length });
        added.push((await upload.mutateAsync(file)).url);
      }
      setUploading(null);
      const all = [...photos, ...added];
      await save.mutateAsync({ ...values, picture: all[0] ?? '', photos: all });
    } catch (error) {
      setUploading(null);
      notifyError(error);
      return;
    }
    toast.success(T.editSaved());
    await navigate(paths.myProducts());
  };

  const photoEditor = (
    <fieldset>
      <legend className="mb-1 block font-medium">{T.currentPhotos()}</legend>
      <p className="mb-2 text-sm text-muted">{T.currentPhotosHint()}</p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {photos.map((photo, index) => (
          <li key={photo} className="rounded-field border border-base-300 p-1">
            <img
              src={imageVariant(photo, 320)}
              alt=""
              width={160}
              height={120}
              className="aspect-[4/3] w-full rounded-field bg-base-200 object-contain"
            />
            {index === 0 && <span className="badge badge-sm mt-1">{T.cover()}</span>}
            {/* Touch-sized (44 px) and worded: the visible word is part of each button's name. */}
            <div className="mt-1 grid grid-cols-2 gap-1">
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11 px-1"
                disabled={index === 0}
                aria-label={T.moveEarlier(index + 1)}
                onClick={() => move(index)}
              >
                <span aria-hidden="true">←</span> {T.earlier()}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11 px-1 text-error"
                aria-label={T.removePhoto(index + 1)}
                onClick={() => remove(index)}
              >
                {T.remove()}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </fieldset>
  );

  return (
    <>
      <title>{`${T.editTitle()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{T.editTitle()}</h1>
      <section className="max-w-3xl rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
        <AddProductForm
          onSubmit={onSubmit}
          step={step}
          edit={{ values: formValuesOf(product), photos: photoEditor, id: product._id }}
        />
      </section>
    </>
  );
}
