import type { Ref, ReactNode, SelectHTMLAttributes } from 'react';
import { splitTextControl, TextControlField, type TextControlProps } from './form-field';

export interface SelectFieldProps
  extends
    TextControlProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'onChange'> {
  /** Where a form puts focus when this field is the first in error. */
  ref?: Ref<HTMLSelectElement> | undefined;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled select with its hint and error message tied to it. */
export function SelectField({ children, ...props }: SelectFieldProps) {
  const [field, select] = splitTextControl(props);
  return (
    <TextControlField field={field}>
      {(control) => (
        <select {...control} className={`select w-full ${field.error ? 'select-error' : ''}`} {...select}>
          {children}
        </select>
      )}
    </TextControlField>
  );
}
