import { financingTerms, monthlyPayment, type FinancingTerms } from '@second-gear/contract';
import { useId, useState } from 'react';
import { formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useAuth } from '../../../entities/session/auth-context';
import { useAccountFinancingChoices, useKeepFinancingChoices } from '../api/financing-choices';
import { financingCatalogue } from '../i18n';
import { keepDeviceTerms, useDeviceTerms } from '../kept-terms';

/** The terms offered; a term kept from elsewhere (any whole month from 24 to 84) is offered too. */
const offeredTerms = [24, 36, 48, 60, 72, 84];

interface Typed {
  downPercent: string;
  apr: string;
  termMonths: string;
}

const typedOf = (terms: FinancingTerms): Typed => ({
  downPercent: String(terms.downPercent),
  apr: String(terms.apr),
  termMonths: String(terms.termMonths),
});

/** A field's typed number, or NaN (refused by the contract's schema) when it is not one. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** A percentage box of the calculator; `problemId` names the refusal shown under the boxes when its value is wrong. */
function PercentField(props: {
  id: string;
  label: string;
  value: string;
  max: number;
  step: number;
  problemId: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, label, value, max, step, problemId, onChange } = props;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        max={max}
        step={step}
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        className={`input input-sm w-full ${problemId ? 'input-error' : ''}`}
        value={value}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The car page's calculator: down payment, APR and term, the payment recomputed with the contract's formula as they
 * change. The choices start from the account's (signed in), else this device's, else the server's defaults, and each
 * valid change is kept on the device and, signed in, with the account.
 */
export function PaymentCalculator({
  car,
}: {
  car: { resalePrice: number; monthlyPayment: number; finance: FinancingTerms };
}) {
  const t = useT(financingCatalogue);
  const { user } = useAuth();
  const account = useAccountFinancingChoices();
  const keep = useKeepFinancingChoices();
  const device = useDeviceTerms();
  const [typed, setTyped] = useState<Typed | null>(null);
  const headingId = useId();
  const downId = useId();
  const aprId = useId();
  const termId = useId();
  const downProblemId = useId();
  const aprProblemId = useId();

  const kept = (user ? account.data?.terms : undefined) ?? device ?? car.finance;
  const shown = typed ?? typedOf(kept);
  const parsed = financingTerms.safeParse({
    downPercent: numberOf(shown.downPercent),
    apr: numberOf(shown.apr),
    termMonths: numberOf(shown.termMonths),
  });
  const wrong = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
  const terms = parsed.success ? parsed.data : undefined;
  const sameAsServer =
    terms !== undefined &&
    terms.apr === car.finance.apr &&
    terms.termMonths === car.finance.termMonths &&
    terms.downPercent === car.finance.downPercent;
  const payment = terms
    ? sameAsServer
      ? car.monthlyPayment
      : monthlyPayment(car.resalePrice, terms)
    : undefined;
  const down = terms ? Math.round((car.resalePrice * terms.downPercent) / 100) : 0;
  const termChoices = offeredTerms.includes(Number(shown.termMonths))
    ? offeredTerms
    : [...offeredTerms, Number(shown.termMonths)].sort((a, b) => a - b);

  function change(next: Typed) {
    setTyped(next);
    const valid = financingTerms.safeParse({
      downPercent: numberOf(next.downPercent),
      apr: numberOf(next.apr),
      termMonths: numberOf(next.termMonths),
    });
    if (!valid.success) return;
    keepDeviceTerms(valid.data);
    if (user) keep.mutate(valid.data);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-box border-base-300 space-y-3 border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t('calculator.heading')}
        </h2>
        <p className="text-primary text-2xl font-extrabold tabular-nums" aria-live="polite">
          {payment !== undefined ? (
            <>
              <span className="sr-only">{t('calculator.paymentLabel')} </span>
              <span>{t('calculator.payment', { payment: formatPrice(payment) })}</span>
            </>
          ) : null}
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <PercentField
          id={downId}
          label={t('calculator.down')}
          value={shown.downPercent}
          max={90}
          step={1}
          problemId={wrong.has('downPercent') ? downProblemId : undefined}
          onChange={(downPercent) => change({ ...shown, downPercent })}
        />
        <PercentField
          id={aprId}
          label={t('calculator.apr')}
          value={shown.apr}
          max={30}
          step={0.01}
          problemId={wrong.has('apr') ? aprProblemId : undefined}
          onChange={(apr) => change({ ...shown, apr })}
        />
        <div className="space-y-1">
          <label htmlFor={termId} className="block text-xs font-semibold">
            {t('calculator.term')}
          </label>
          <select
            id={termId}
            className="select select-sm w-full"
            value={shown.termMonths}
            onChange={(event) => change({ ...shown, termMonths: event.target.value })}
          >
            {termChoices.map((months) => (
              <option key={months} value={String(months)}>
                {t('calculator.months', { months })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {wrong.has('downPercent') ? (
        <p id={downProblemId} role="alert" className="text-error text-sm font-medium">
          {t('calculator.downInvalid')}
        </p>
      ) : null}
      {wrong.has('apr') ? (
        <p id={aprProblemId} role="alert" className="text-error text-sm font-medium">
          {t('calculator.aprInvalid')}
        </p>
      ) : null}
      {terms ? (
        <p className="text-sm">
          {t('calculator.financed', {
            down: formatPrice(down),
            financed: formatPrice(car.resalePrice - down),
            months: terms.termMonths,
          })}
        </p>
      ) : null}
      <p className="text-base-content/75 text-xs leading-relaxed">
        {t.rich('calculator.explained', { sup: (chunks) => <sup>{chunks}</sup> })}
      </p>
      <div className="text-base-content/75 flex flex-wrap items-center justify-between gap-2 text-xs">
        <p>
          {t('calculator.defaults', {
            apr: car.finance.apr,
            months: car.finance.termMonths,
            down: car.finance.downPercent,
          })}
        </p>
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => change(typedOf(car.finance))}>
          {t('calculator.useDefaults')}
        </button>
      </div>
      <p className="text-base-content/75 text-xs">
        {user && account.data ? t('calculator.keptAccount') : t('calculator.keptDevice')}
      </p>
      {keep.isError ? (
        <p role="alert" className="text-error text-sm">
          {t('calculator.keepFailed', { message: keep.error.message })}
        </p>
      ) : null}
    </section>
  );
}
