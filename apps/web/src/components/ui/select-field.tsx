import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'onChange'
> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
  /** Shown under the field and tied to it (aria-describedby, aria-invalid). */
  error?: string | undefined;
  /** A standing hint, or what is going on with the options ("Loading models…"). */
  hint?: ReactNode;
}

/** A labelled select with its hint and error message tied to it. */
export function SelectField({
  name,
  label,
  value,
  onValueChange,
  children,
  error,
  hint,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`select w-full ${error ? 'select-error' : ''}`}
        {...select}
      >
        {children}
      </select>
      {hint ? (
        <div id={hintId} className="text-base-content/75 text-sm">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-error text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}
