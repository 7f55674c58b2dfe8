import { uploadedPhoto } from '@second-gear/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiUpload, type UploadOptions } from '../../../lib/api-upload';

/** POST /api/upload (multipart, field `image`): stores a car photo for a listing made within 600 s. */
export function uploadPhoto(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload('/upload', form, uploadedPhoto, options);
}

/**
 * Uploads the photo the seller picked, at once (an upload is kept only 600 s for its listing), with the share sent so
 * far. Picking another photo cancels the upload still running; so does leaving the page.
 */
export function usePhotoUpload() {
  const [progress, setProgress] = useState(0);
  const running = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      return uploadPhoto(file, { signal: controller.signal, onProgress: setProgress });
    },
  });

  useEffect(() => () => running.current?.abort(), []);

  /** Forgets the photo: stops its upload if it is still running. */
  function clear() {
    running.current?.abort();
    running.current = null;
    mutation.reset();
  }

  return { ...mutation, progress, clear };
}
export type PhotoUpload = ReturnType<typeof usePhotoUpload>;
