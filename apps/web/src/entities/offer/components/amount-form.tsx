import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';

/**
 * An amount in whole dollars and a button: a new offer, or a counter-offer. Digits are read as typed ("13,500" and
 * "$13500" both mean 13500); the server decides whether the amount is acceptable and says why when not.
 */
export function AmountForm({
  name,
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  name: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (amount: number) => void;
}) {
  const t = useT(entitiesCatalogue);
  const [text, setText] = useState('');
  const amount = Number(text.replace(/[$,\s]/g, ''));
  const valid = text.trim() !== '' && Number.isInteger(amount) && amount > 0;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !pending) onSubmit(amount);
      }}
    >
      <TextField
        name={name}
        label={label}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onValueChange={setText}
        error={error}
        hint={t('offer.wholeDollars')}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={!valid || pending}>
        {submitLabel}
      </button>
    </form>
  );
}
