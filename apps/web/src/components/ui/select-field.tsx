import type { Ref, ReactNode, SelectHTMLAttributes } from 'react';
import { FormField } from './form-field';

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'onChange'
> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Where a form puts focus when this field is the first in error. */
  ref?: Ref<HTMLSelectElement> | undefined;
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
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={`select w-full ${error ? 'select-error' : ''}`}
          {...select}
        >
          {children}
        </select>
      )}
    </FormField>
  );
}
