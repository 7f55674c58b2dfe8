import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange' | 'children'
> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and tied to it (aria-describedby, aria-invalid). */
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line text input with its hint and error message tied to it. */
export function TextAreaField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className="text-base-content/75 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-error text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}
