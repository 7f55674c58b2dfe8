import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { messageOf } from '../../../lib/api-error';
import type { PhotoUpload } from '../api/upload-photo';

/** What the server accepts; it judges the file by its content, so this only narrows the file picker. */
const acceptedTypes = 'image/jpeg,image/png,image/webp';

interface PhotoFieldProps {
  upload: PhotoUpload;
  /** The form's message for the field ("* required field"); an upload's own failure is shown instead. */
  error?: string | undefined;
  /** A photo was picked (the form forgets the previous upload and this one starts), or none (the picker cleared). */
  onPick: (file: File | undefined) => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The car's photo: a file input, a preview of the picked photo, the upload's progress and its outcome. */
export function PhotoField({ upload, error, onPick }: PhotoFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const [preview, setPreview] = useState<string>();
  const previewRef = useRef<string>(undefined);

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : undefined;
    setPreview(previewRef.current);
    onPick(file);
  }

  const uploadError = upload.isError && !isAbort(upload.error) ? messageOf(upload.error) : undefined;
  const shownError = uploadError ?? error;
  const percent = Math.round(upload.progress * 100);
  const describedBy = [hintId, statusId, shownError ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium">
        Photo
      </label>
      <input
        id={id}
        name="photo"
        type="file"
        accept={acceptedTypes}
        required
        onChange={pick}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className={`file-input w-full ${shownError ? 'file-input-error' : ''}`}
      />
      <p id={hintId} className="text-base-content/75 text-sm">
        A JPEG, PNG or WebP photo of the car. It uploads as soon as you pick it.
      </p>
      {preview ? (
        <img
          src={preview}
          alt="Preview of the picked photo"
          width={320}
          height={200}
          className="bg-base-200 rounded-box aspect-[8/5] h-auto w-full max-w-xs object-cover"
        />
      ) : null}
      {upload.isPending ? (
        <div className="flex max-w-xs items-center gap-3">
          <progress
            className="progress progress-primary flex-1"
            value={percent}
            max={100}
            aria-label="Photo upload"
          />
          <span aria-hidden="true" className="w-10 text-right text-sm tabular-nums">
            {percent}%
          </span>
        </div>
      ) : null}
      <p id={statusId} role="status" className="text-sm empty:hidden">
        {upload.isPending ? 'Uploading the photo…' : upload.isSuccess ? 'Photo uploaded.' : ''}
      </p>
      {shownError ? (
        <p id={errorId} role={uploadError ? 'alert' : undefined} className="text-error text-sm font-medium">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
