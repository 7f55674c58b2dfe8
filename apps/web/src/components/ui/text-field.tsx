import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'children'
> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and tied to it (aria-describedby, aria-invalid). */
  error?: string | undefined;
  /** A standing hint, such as a password's length. */
  hint?: string;
}

/** A labelled input with its hint and error message tied to it. */
export function TextField({ name, label, value, onValueChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`input w-full ${error ? 'input-error' : ''}`}
        {...input}
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
