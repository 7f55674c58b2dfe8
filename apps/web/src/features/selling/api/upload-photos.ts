import { maxPhotos } from '@second-gear/contract';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { sellingCatalogue } from '../i18n';
import { uploadPhoto } from './upload-photo';

export interface PhotoItem {
  key: string;
  /** A local preview of the picked file, or the stored photo's URL once it is a listing's. */
  preview: string;
  /** Share of the file sent so far, 0 to 1. */
  progress: number;
  status: 'uploading' | 'uploaded' | 'failed';
  url?: string;
  error?: string;
}

let nextKey = 0;

/**
 * The listing's photos: each picked file uploads at once (an upload is kept only 600 s for its listing), with its own
 * progress; the seller orders them (the first is the cover) and removes any. At most `maxPhotos`.
 */
export function usePhotoUploads(initial: readonly string[] = []) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((url) => ({ key: `photo-${nextKey++}`, preview: url, progress: 1, status: 'uploaded', url })),
  );
  const [refused, setRefused] = useState<string>();
  const running = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const uploads = running.current;
    const urls = previews.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, change: Partial<PhotoItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function add(files: readonly File[]) {
    const room = maxPhotos - items.length;
    setRefused(
      files.length > room
        ? sellingCatalogue.t('photos.tooMany', { max: maxPhotos, count: files.length - Math.max(room, 0) })
        : undefined,
    );
    const taken = files.slice(0, Math.max(room, 0));
    const added = taken.map((file): PhotoItem & { file: File } => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: `photo-${nextKey++}`, preview, progress: 0, status: 'uploading', file };
    });
    setItems((current) => [...current, ...added.map(({ file: _file, ...item }) => item)]);
    for (const { key, file } of added) {
      const controller = new AbortController();
      running.current.set(key, controller);
      uploadPhoto(file, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) })
        .then(
          (uploaded) => update(key, { status: 'uploaded', progress: 1, url: uploaded.data.url }),
          (error: unknown) => {
            if (!controller.signal.aborted) update(key, { status: 'failed', error: messageOf(error) });
          },
        )
        .finally(() => running.current.delete(key));
    }
  }

  function remove(key: string) {
    running.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
    setRefused(undefined);
  }

  /** Moves the photo at `from` to `to` (a drag, or a step by keyboard). */
  function move(from: number, to: number) {
    setItems((current) => {
      if (to < 0 || to >= current.length || from === to) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });
  }

  const uploading = items.some((item) => item.status === 'uploading');
  /** The uploaded photos' URLs in order, cover first. */
  const urls = items.flatMap((item) => (item.status === 'uploaded' && item.url ? [item.url] : []));
  return { items, refused, add, remove, move, uploading, urls };
}
export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
