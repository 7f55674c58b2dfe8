import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** A standing hint, or what is going on with the control ("Loading models…"). */
  hint?: ReactNode;
  /** Shown under the control and tied to it (aria-describedby, aria-invalid). */
  error?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}

/** The frame every form control shares: its label, then the control, its hint and its error. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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
