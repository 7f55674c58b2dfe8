import { dealerImport } from '@second-gear/contract';
import { apiUpload, type UploadOptions } from '../../../lib/api-upload';

export interface InventoryFiles {
  file: File;
  photos: File | null;
  dryRun: boolean;
  fullFeed: boolean;
}

/** POST /api/dealers/{id}/imports (multipart): checks the file (dry run) or starts its import. */
export function sendInventory(dealerId: string, files: InventoryFiles, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('dryRun', String(files.dryRun));
  form.append('fullFeed', String(files.fullFeed));
  form.append('file', files.file);
  if (files.photos) form.append('photos', files.photos);
  return apiUpload(`/dealers/${encodeURIComponent(dealerId)}/imports`, form, dealerImport, options);
}
