import { ImageUploadResultSchema } from '@phonehaat/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UploadedImage = ReturnType<typeof ImageUploadResultSchema.parse>['data'];

/**
 * POST /api/images (Seller), multipart field `image`. Resolves with the stored picture only when the service
 * answers `success: true` (spec §5: the product is posted only then); anything else rejects.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  const answer = ImageUploadResultSchema.safeParse(await api.post<unknown>('/images', form));
  if (!answer.success) throw new Error('The photo could not be uploaded. Please try another photo.');
  return answer.data.data;
}

export function useUploadImage() {
  return useMutation({ mutationKey: ['images', 'upload'], mutationFn: uploadImage });
}
