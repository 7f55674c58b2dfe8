import type { Ref, TextareaHTMLAttributes } from 'react';
import { FormField } from './form-field';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange' | 'children'
> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Where a form puts focus when this field is the first in error. */
  ref?: Ref<HTMLTextAreaElement> | undefined;
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
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          {...textarea}
        />
      )}
    </FormField>
  );
}
