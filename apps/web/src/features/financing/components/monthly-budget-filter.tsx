import type { SearchQuery } from '@second-gear/contract';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { financingCatalogue } from '../i18n';

/**
 * The search's "Monthly budget": applied with Enter or its button, like the price boxes. Typed "$350" and "1,200" are
 * read as numbers; anything else goes to the address as typed, so the search's refusal shows beside this box.
 */
export function MonthlyBudgetFilter({
  query,
  problem,
  onChange,
}: {
  query: SearchQuery;
  problem: string | undefined;
  onChange: (query: SearchQuery) => void;
}) {
  const t = useT(financingCatalogue);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [typed, setTyped] = useState(String(query.monthlyMax ?? ''));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = typed.replace(/[$,\s]/g, '');
    const { monthlyMax: _monthlyMax, ...rest } = query;
    if (text === '') {
      onChange(rest);
      return;
    }
    onChange({ ...rest, monthlyMax: (/^\d+$/.test(text) ? Number(text) : text) as number });
  }

  return (
    <form onSubmit={apply} className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {t('budget.label')}
      </label>
      <input
        id={inputId}
        name="monthlyMax"
        inputMode="numeric"
        autoComplete="off"
        className={`input input-sm w-full ${problem ? 'input-error' : ''}`}
        value={typed}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p id={hintId} className="text-base-content/70 text-xs">
        {t('budget.hint')}
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="text-error text-sm font-medium">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-sm btn-outline w-full">
        {t('budget.apply')}
      </button>
    </form>
  );
}
