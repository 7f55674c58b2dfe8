import type { Ref, InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from './form-field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'children'
> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Where a form puts focus when this field is the first in error. */
  ref?: Ref<HTMLInputElement> | undefined;
  /** Shown under the field and tied to it (aria-describedby, aria-invalid). */
  error?: string | undefined;
  /** A standing hint, such as a password's length, or what is going on with the field. */
  hint?: ReactNode;
  /** Classes added to the input's own. */
  className?: string | undefined;
}

/** A labelled input with its hint and error message tied to it. */
export function TextField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={['input w-full', error ? 'input-error' : '', className].filter(Boolean).join(' ')}
          {...input}
        />
      )}
    </FormField>
  );
}
