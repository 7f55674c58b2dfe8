import { sandboxTestCards } from '@second-gear/contract';
import { useT } from '../../../lib/i18n';
import { paymentsCatalogue } from '../i18n';
import { useId, useRef, useState, type ReactNode } from 'react';
import { confirmSandboxCard } from '../api/confirm-sandbox-card';
import { CardPaymentContext, type CardBilling, type CardInputProps, type CardPayment } from '../card-payment';
import {
  fieldOfParam,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  readSandboxCard,
  type SandboxCardField,
  type SandboxCardFields,
} from '../sandbox-card';

interface SandboxCardProviderProps {
  apiBase: string;
  publishableKey: string;
  children: ReactNode;
}

/** Each test card's outcome, as the catalogue says it. */
const outcomes = {
  succeeds: 'sandbox.succeeds',
  'is declined': 'sandbox.declined',
  'is declined for insufficient funds': 'sandbox.insufficient',
} as const satisfies Record<(typeof sandboxTestCards)[number]['outcome'], string>;

const formatters: Record<SandboxCardField, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/**
 * The card payment provider when no Stripe keys are configured: a card form clearly marked as test mode, confirmed
 * against the sandbox (which speaks Stripe's API and follows its test cards) as Stripe.js would confirm it.
 */
export function SandboxCardProvider({ apiBase, publishableKey, children }: SandboxCardProviderProps) {
  const t = useT(paymentsCatalogue);
  const [fields, setFields] = useState<SandboxCardFields>({ number: '', expiry: '', cvc: '' });
  const [invalid, setInvalid] = useState<SandboxCardField>();
  const inputs = useRef<Partial<Record<SandboxCardField, HTMLInputElement | null>>>({});
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const introId = useId();

  function refuse(field: SandboxCardField, error: string) {
    setInvalid(field);
    inputs.current[field]?.focus();
    return { error };
  }

  async function confirm(clientSecret: string, billing: CardBilling) {
    const read = readSandboxCard(fields);
    if ('error' in read) return refuse(read.field, read.error);
    const answer = await confirmSandboxCard({
      apiBase,
      publishableKey,
      clientSecret,
      card: read.card,
      billing,
    });
    if ('error' in answer) return refuse(fieldOfParam(answer.param) ?? 'number', answer.error);
    setInvalid(undefined);
    return { status: answer.status, id: answer.id };
  }

  function change(field: SandboxCardField, value: string) {
    setFields((current) => ({ ...current, [field]: formatters[field](value) }));
    if (invalid === field) setInvalid(undefined);
  }

  function renderInput({ errorId, busy }: CardInputProps) {
    const input = (field: SandboxCardField, label: string, extra: Record<string, string>) => (
      <div className="space-y-1.5">
        <label htmlFor={ids[field]} className="block font-medium">
          {label}
        </label>
        <input
          ref={(element) => {
            inputs.current[field] = element;
          }}
          id={ids[field]}
          name={field}
          value={fields[field]}
          onChange={(event) => change(field, event.target.value)}
          readOnly={busy}
          inputMode="numeric"
          spellCheck={false}
          aria-invalid={errorId && invalid === field ? true : undefined}
          aria-describedby={errorId && invalid === field ? errorId : undefined}
          className={`input w-full font-mono tabular-nums ${errorId && invalid === field ? 'input-error' : ''}`}
          {...extra}
        />
      </div>
    );
    return (
      <fieldset
        className="rounded-box border-warning bg-base-100 space-y-4 border-2 border-dashed p-4"
        aria-describedby={introId}
      >
        <legend className="flex items-center gap-2 px-1 font-semibold">
          {t.rich('sandbox.legend', {
            badge: (chunks) => <span className="badge badge-warning">{chunks}</span>,
          })}
        </legend>
        <div id={introId} className="text-base-content/75 space-y-2 text-sm">
          <p>{t('sandbox.intro')}</p>
          <ul className="space-y-0.5">
            {sandboxTestCards.map((card) => (
              <li key={card.number}>
                <span className="text-base-content font-mono whitespace-nowrap">{card.number}</span>{' '}
                {t(outcomes[card.outcome])}
              </li>
            ))}
          </ul>
        </div>
        {input('number', t('sandbox.number'), {
          autoComplete: 'cc-number',
          placeholder: '1234 1234 1234 1234',
        })}
        <div className="grid grid-cols-2 gap-4">
          {input('expiry', t('sandbox.expiry'), {
            autoComplete: 'cc-exp',
            placeholder: t('sandbox.expiryPlaceholder'),
          })}
          {input('cvc', t('sandbox.cvc'), { autoComplete: 'cc-csc', placeholder: '123' })}
        </div>
      </fieldset>
    );
  }

  const card: CardPayment = { ready: true, inputError: undefined, confirm, renderInput };
  return <CardPaymentContext value={card}>{children}</CardPaymentContext>;
}
