import { uploadedPhoto } from '@second-gear/contract';
import { apiUpload, type UploadOptions } from '../../../lib/api-upload';

/** POST /api/upload (multipart, field `image`): stores a car photo for a listing made within 600 s. */
export function uploadPhoto(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload('/upload', form, uploadedPhoto, options);
}
