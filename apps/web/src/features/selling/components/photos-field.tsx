import { maxPhotos } from '@second-gear/contract';
import { useId, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import type { PhotoUploads } from '../api/upload-photos';
import { useT, type Translate } from '../../../lib/i18n';
import { sellingCatalogue } from '../i18n';

/** What the server accepts; it judges each file by its content, so this only narrows the file picker. */
const acceptedTypes = 'image/jpeg,image/png,image/webp';

type SellingText = Parameters<typeof sellingCatalogue.t>[0];

interface PhotosFieldProps {
  photos: PhotoUploads;
  /** The form's message for the field ("* required field"). */
  error?: string | undefined;
  /** Where the form puts focus when the photos are the first field in error. */
  inputRef?: Ref<HTMLInputElement>;
}

function statusText(t: Translate<SellingText>, photos: PhotoUploads): string {
  const uploading = photos.items.filter((item) => item.status === 'uploading').length;
  if (uploading > 0) return t('photos.uploading', { count: uploading });
  const done = photos.urls.length;
  if (done === 0) return '';
  return t('photos.uploaded', { count: done });
}

/**
 * The car's photos: pick several at once, each uploads with its own progress; drag them (or use the buttons, by
 * keyboard) to order them, the first being the cover, and remove any.
 */
export function PhotosField({ photos, error, inputRef }: PhotosFieldProps) {
  const t = useT(sellingCatalogue);
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const [dragged, setDragged] = useState<number>();
  const failed = photos.items.find((item) => item.status === 'failed');
  const shownError = photos.refused ?? failed?.error ?? error;
  const describedBy = [hintId, statusId, shownError ? errorId : ''].filter(Boolean).join(' ');
  const count = photos.items.length;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    photos.add([...(event.target.files ?? [])]);
    // The same files may be picked again after being removed.
    event.target.value = '';
  }
  const drop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== undefined) photos.move(dragged, to);
    setDragged(undefined);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium">
        {t('photos.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="photos"
        type="file"
        accept={acceptedTypes}
        multiple
        disabled={count >= maxPhotos}
        onChange={pick}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className={`file-input w-full ${shownError ? 'file-input-error' : ''}`}
      />
      <p id={hintId} className="text-base-content/75 text-sm">
        {t('photos.hint', { max: maxPhotos })}
      </p>
      {count > 0 ? (
        <ol aria-label={t('photos.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.items.map((item, index) => {
            const number = index + 1;
            return (
              <li
                key={item.key}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={drop(index)}
                className={`rounded-box border-base-300 bg-base-100 space-y-1.5 border p-2 ${dragged === index ? 'opacity-50' : ''}`}
              >
                <div className="relative">
                  <img
                    src={item.preview}
                    alt={t('photos.preview', { number })}
                    width={320}
                    height={200}
                    className="bg-base-200 rounded-field aspect-[8/5] h-auto w-full object-cover"
                  />
                  {index === 0 ? (
                    <span className="badge badge-primary badge-sm absolute top-1 left-1">
                      {t('photos.cover')}
                    </span>
                  ) : null}
                </div>
                {item.status === 'uploading' ? (
                  <progress
                    className="progress progress-primary w-full"
                    value={Math.round(item.progress * 100)}
                    max={100}
                    aria-label={t('photos.upload', { number })}
                  />
                ) : null}
                {item.status === 'failed' ? (
                  <p className="text-error text-xs font-medium">{t('photos.notUploaded')}</p>
                ) : null}
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className="btn btn-xs"
                    disabled={index === 0}
                    aria-label={t('photos.earlier', { number })}
                    onClick={() => photos.move(index, index - 1)}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-xs"
                    disabled={index === count - 1}
                    aria-label={t('photos.later', { number })}
                    onClick={() => photos.move(index, index + 1)}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  {index > 0 ? (
                    <button
                      type="button"
                      className="btn btn-xs"
                      aria-label={t('photos.makeCover', { number })}
                      onClick={() => photos.move(index, 0)}
                    >
                      {t('photos.cover')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-xs btn-ghost text-error"
                    aria-label={t('photos.remove', { number })}
                    onClick={() => photos.remove(item.key)}
                  >
                    {t('photos.removeButton')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p id={statusId} role="status" className="text-sm empty:hidden">
        {statusText(t, photos)}
      </p>
      {shownError ? (
        <p
          id={errorId}
          role={shownError === error ? undefined : 'alert'}
          className="text-error text-sm font-medium"
        >
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
