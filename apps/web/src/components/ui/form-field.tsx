import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { validationText } from '../form/validation';
import { componentsCatalogue } from '../i18n';

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
export function FormField({ label, hint, error: given, children }: FormFieldProps) {
  // A contract's refusal in the page's language (its texts at hand first).
  useT(componentsCatalogue);
  const error = given === undefined ? undefined : validationText(given, label);
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

/** What a control holding a text value (an input, a text area, a select) takes besides its element's own attributes. */
export interface TextControlProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and tied to it (aria-describedby, aria-invalid). */
  error?: string | undefined;
  /** A standing hint, such as a password's length, or what is going on with the field. */
  hint?: ReactNode;
}

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the element of a text-valued control takes from its frame: tied to its label and messages, value in and out. */
export interface TextControl extends FieldControl {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<TextElement>) => void;
}

/** Splits a text-valued field's props into the frame's and the element's own. */
export function splitTextControl<Props extends TextControlProps>({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  ...element
}: Props) {
  return [{ name, label, value, onValueChange, error, hint }, element] as const;
}

/** The frame of a text-valued control, giving the control its value and taking its changes. */
export function TextControlField({
  field,
  children,
}: {
  field: TextControlProps;
  children: (control: TextControl) => ReactNode;
}) {
  const { name, value, onValueChange } = field;
  return (
    <FormField label={field.label} hint={field.hint} error={field.error}>
      {(control) =>
        children({ ...control, name, value, onChange: (event) => onValueChange(event.target.value) })
      }
    </FormField>
  );
}
