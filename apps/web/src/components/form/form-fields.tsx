import { useId } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../ui/select-field';
import { TextAreaField, type TextAreaFieldProps } from '../ui/text-area-field';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { passwordRules } from '@second-gear/contract';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';
import { validationText } from './validation';

/** What a shared form field takes to join a form: the form's control and the name of a text value in it. */
export interface FormBinding<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | undefined>;
  /** Called after the form has taken a change, for what else the value sets going (a VIN's look-up). */
  onValueChange?: (value: string) => void;
  /** Shown when the form has no message of its own for the field (a look-up's problem). */
  error?: string | undefined;
}

/** A text value of the form as the fields take it: value, change, the ref focus goes to, and the message. */
function useFormText<Values extends FieldValues, Output>({
  control,
  name,
  onValueChange,
  error,
}: FormBinding<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name,
    value: (field.value as string | undefined) ?? '',
    onValueChange: (value: string) => {
      field.onChange(value);
      onValueChange?.(value);
    },
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message ?? error,
  };
}

type Bound<Props, Values extends FieldValues, Output> = FormBinding<Values, Output> &
  Omit<Props, 'name' | 'value' | 'onValueChange' | 'error' | 'ref'>;

/** A labelled input bound to a form. */
export function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  onValueChange,
  error,
  ...input
}: Bound<TextFieldProps, Values, Output>) {
  return <TextField {...input} {...useFormText({ control, name, onValueChange, error })} />;
}

/** A labelled select bound to a form. */
export function FormSelectField<Values extends FieldValues, Output>({
  control,
  name,
  onValueChange,
  error,
  ...select
}: Bound<SelectFieldProps, Values, Output>) {
  return <SelectField {...select} {...useFormText({ control, name, onValueChange, error })} />;
}

/** A labelled multi-line input bound to a form. */
export function FormTextAreaField<Values extends FieldValues, Output>({
  control,
  name,
  onValueChange,
  error,
  ...textarea
}: Bound<TextAreaFieldProps, Values, Output>) {
  return <TextAreaField {...textarea} {...useFormText({ control, name, onValueChange, error })} />;
}

type FieldOf<Values extends FieldValues, Output> = Bound<Omit<TextFieldProps, 'label'>, Values, Output> & {
  label?: string;
};

/** An e-mail address: the keyboard, autofill and type of one. */
export function EmailField<Values extends FieldValues, Output>({ label, ...props }: FieldOf<Values, Output>) {
  const t = useT(componentsCatalogue);
  return (
    <FormTextField
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      label={label ?? t('form.email')}
      {...props}
    />
  );
}

/** A password: the one in use (`current`), or a new one with its rules shown under it. */
export function PasswordField<Values extends FieldValues, Output>({
  purpose,
  label,
  ...props
}: FieldOf<Values, Output> & { purpose: 'current' | 'new' }) {
  const t = useT(componentsCatalogue);
  return (
    <FormTextField
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      required
      label={label ?? t('form.password')}
      hint={purpose === 'new' ? t('form.passwordHint', passwordRules) : undefined}
      {...props}
    />
  );
}

/** The new password typed again, checked against it by `withConfirmation`. */
export function PasswordConfirmationField<Values extends FieldValues, Output>(
  props: Omit<FieldOf<Values, Output>, 'label'>,
) {
  const t = useT(componentsCatalogue);
  return (
    <FormTextField
      type="password"
      autoComplete="new-password"
      required
      label={t('form.repeatPassword')}
      {...props}
    />
  );
}

/** A whole number typed as people write it ("12,500"): a price, a year, a mileage. */
export function NumberField<Values extends FieldValues, Output>(
  props: Bound<TextFieldProps, Values, Output>,
) {
  return <FormTextField inputMode="numeric" autoComplete="off" required {...props} />;
}

/** A price in whole dollars: the label says the currency. */
export function PriceField<Values extends FieldValues, Output>({
  label,
  ...props
}: Bound<TextFieldProps, Values, Output>) {
  const t = useT(componentsCatalogue);
  return <NumberField label={t('form.price', { label })} {...props} />;
}

/** A value the form shows but the person does not type (their name, their e-mail), told apart by its shade. */
export function ReadOnlyField(props: Omit<TextFieldProps, 'onValueChange' | 'readOnly' | 'className'>) {
  return <TextField {...props} onValueChange={() => undefined} readOnly className="bg-base-200" />;
}

/** A phone number: the keyboard and autofill of one. */
export function PhoneField<Values extends FieldValues, Output>({ label, ...props }: FieldOf<Values, Output>) {
  const t = useT(componentsCatalogue);
  return <FormTextField type="tel" autoComplete="tel" required label={label ?? t('form.phone')} {...props} />;
}

/** A place, "City, ST": autofill offers the person's city. */
export function LocationField<Values extends FieldValues, Output>({
  label,
  ...props
}: FieldOf<Values, Output>) {
  const t = useT(componentsCatalogue);
  return (
    <FormTextField autoComplete="address-level2" required label={label ?? t('form.location')} {...props} />
  );
}

/** One of a choice field's options: its value, its name, and a line saying what it means. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
  description?: string;
}

/**
 * One of a few options as radio cards under a legend; each radio is named by its label alone and described by its
 * line. `columns` lays the cards out ("sm:grid-cols-2").
 */
export function ChoiceField<Values extends FieldValues, Output, Value extends string>({
  control,
  name,
  legend,
  choices,
  columns = '',
}: Omit<FormBinding<Values, Output>, 'onValueChange' | 'error'> & {
  legend: string;
  choices: readonly Choice<Value>[];
  columns?: string;
}) {
  useT(componentsCatalogue);
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const problem = message === undefined ? undefined : validationText(message, legend);
  return (
    <fieldset aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="mb-2 font-medium">{legend}</legend>
      <div className={`grid gap-3 ${columns}`}>
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="rounded-field border-base-300 has-checked:border-primary has-checked:bg-primary/5 flex cursor-pointer items-start gap-3 border px-3 py-2.5"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={field.value === choice.value}
              onChange={() => field.onChange(choice.value)}
              onBlur={field.onBlur}
              // A refused submit focuses the first choice.
              ref={index === 0 ? field.ref : undefined}
              aria-invalid={problem ? true : undefined}
              aria-labelledby={`${id}-${choice.value}-label`}
              aria-describedby={choice.description ? `${id}-${choice.value}` : undefined}
              className="radio radio-primary radio-sm mt-0.5"
            />
            <span>
              <span
                id={`${id}-${choice.value}-label`}
                className={choice.description ? 'block font-semibold' : ''}
              >
                {choice.label}
              </span>
              {choice.description ? (
                <span id={`${id}-${choice.value}`} className="text-base-content/75 block text-sm">
                  {choice.description}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-error mt-1 text-sm">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
