import type { InputHTMLAttributes, Ref } from 'react';
import { splitTextControl, TextControlField, type TextControlProps } from './form-field';

export interface TextFieldProps
  extends
    TextControlProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'children'> {
  /** Where a form puts focus when this field is the first in error. */
  ref?: Ref<HTMLInputElement> | undefined;
  /** Classes added to the input's own. */
  className?: string | undefined;
}

/** A labelled input with its hint and error message tied to it. */
export function TextField({ className, ...props }: TextFieldProps) {
  const [field, input] = splitTextControl(props);
  return (
    <TextControlField field={field}>
      {(control) => (
        <input
          {...control}
          className={['input w-full', field.error ? 'input-error' : '', className].filter(Boolean).join(' ')}
          {...input}
        />
      )}
    </TextControlField>
  );
}
