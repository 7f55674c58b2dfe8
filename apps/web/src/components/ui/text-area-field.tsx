import type { Ref, TextareaHTMLAttributes } from 'react';
import { splitTextControl, TextControlField, type TextControlProps } from './form-field';

export interface TextAreaFieldProps
  extends
    TextControlProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'value' | 'onChange' | 'children'> {
  /** Where a form puts focus when this field is the first in error. */
  ref?: Ref<HTMLTextAreaElement> | undefined;
}

/** A labelled multi-line text input with its hint and error message tied to it. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [field, textarea] = splitTextControl(props);
  return (
    <TextControlField field={field}>
      {(control) => (
        <textarea
          {...control}
          className={`textarea w-full ${field.error ? 'textarea-error' : ''}`}
          {...textarea}
        />
      )}
    </TextControlField>
  );
}
