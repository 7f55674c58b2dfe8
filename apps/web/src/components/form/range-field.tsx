import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';
import { validationText } from './validation';

/** One end of a range: a whole number typed as people write it, with the refusal that names it. */
export interface RangeEnd {
  label: string;
  /** The form's binding of the box (`register(name)`). */
  input: UseFormRegisterReturn;
  problem: string | undefined;
}

/** A small labelled number box; empty means "Any". */
export function RangeBox({ label, input, problem: message }: RangeEnd) {
  const t = useT(componentsCatalogue);
  const problem = message === undefined ? undefined : validationText(message, label);
  const id = useId();
  const problemId = useId();
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        id={id}
        {...input}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('form.any')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className={`input input-sm w-full ${problem ? 'input-error' : ''}`}
      />
      {problem ? (
        <p id={problemId} role="alert" className="text-error text-sm font-medium">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A range from one number to another ("Price ($)": min and max), side by side under its legend. */
export function RangeField({ legend, from, to }: { legend: string; from: RangeEnd; to: RangeEnd }) {
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{legend}</legend>
      <div className="flex gap-2">
        <RangeBox {...from} />
        <RangeBox {...to} />
      </div>
    </fieldset>
  );
}
