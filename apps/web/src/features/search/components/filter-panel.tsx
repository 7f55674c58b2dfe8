import {
  facetNames,
  searchRadii,
  type FacetCount,
  type FacetName,
  type SearchAnswer,
  type SearchQuery,
} from '@second-gear/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { RangeBox, RangeField } from '../../../components/form/range-field';
import { facetLabels, facetValueLabel } from '../../../entities/search-query/search-state';
import type { MonthlyBudgetWidget } from '../../../entities/search-query/search-widgets';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { searchCatalogue } from '../i18n';

/** Values of a facet shown before "Show all": the rest stay a click away. */
const shownValues = 8;

export interface FilterPanelProps {
  query: SearchQuery;
  /** The counts of the search on screen; undefined until its first answer. */
  facets: SearchAnswer['facets'] | undefined;
  /** How many cars of the search a reservation holds (hiding them or not); undefined until its first answer. */
  reservedCount?: number | undefined;
  /** Refusals by the parameter they name, shown beside its field. */
  problems: Readonly<Record<string, string>>;
  onChange: (query: SearchQuery) => void;
  /** "Monthly budget", from the financing feature (passed in by the route). */
  MonthlyBudget?: MonthlyBudgetWidget | undefined;
}

function Problem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-error text-sm font-medium">
      {message}
    </p>
  );
}

/**
 * A facet's values with their counts: the server's list, and any chosen value it lacks (counted 0, so a chosen value
 * never disappears). A value with no cars cannot be chosen but stays listed.
 */
function valuesOf(counts: FacetCount[] | undefined, chosen: readonly string[]): FacetCount[] {
  const values = [...(counts ?? [])];
  for (const value of chosen) {
    if (!values.some((known) => known.value === value)) values.push({ value, count: 0 });
  }
  return values;
}

function FacetGroup({
  facet,
  counts,
  chosen,
  problem,
  onToggle,
}: {
  facet: FacetName;
  counts: FacetCount[] | undefined;
  chosen: readonly string[];
  problem: string | undefined;
  onToggle: (value: string, on: boolean) => void;
}) {
  const t = useT(searchCatalogue);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const problemId = useId();
  const values = valuesOf(counts, chosen);
  if (values.length === 0) return null;
  // Chosen values stay in view even beyond the first few.
  const visible = showAll
    ? values
    : values.filter((entry, index) => index < shownValues || chosen.includes(entry.value));
  return (
    <fieldset className="space-y-1" aria-describedby={problem ? problemId : undefined}>
      <legend className="mb-1 font-semibold">{facetLabels[facet]}</legend>
      <Problem id={problemId} message={problem} />
      <ul id={listId} className="space-y-0.5">
        {visible.map(({ value, count }) => {
          const on = chosen.includes(value);
          const empty = count === 0;
          return (
            <li key={value}>
              <label
                className={`flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm ${empty && !on ? 'text-base-content/50 cursor-not-allowed' : ''}`}
              >
                <input
                  type="checkbox"
                  name={facet}
                  value={value}
                  className="checkbox checkbox-sm checkbox-primary"
                  checked={on}
                  disabled={empty && !on}
                  aria-label={t('facet.value', { value: facetValueLabel(facet, value), count })}
                  onChange={(event) => onToggle(value, event.target.checked)}
                />
                <span className="grow break-words">{facetValueLabel(facet, value)}</span>
                <span className={`tabular-nums ${empty && on ? 'italic' : ''}`}>{formatNumber(count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {showAll || values.length > visible.length ? (
        <button
          type="button"
          className="btn btn-link btn-sm px-1"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll
            ? t('facet.showFewer', { facet: facetLabels[facet].toLowerCase() })
            : t('facet.showAll', { count: values.length })}
        </button>
      ) : null}
    </fieldset>
  );
}

const rangeKeys = ['priceMin', 'priceMax', 'yearMin', 'yearMax', 'mileageMax'] as const;
type RangeKey = (typeof rangeKeys)[number];
type RangeText = Record<RangeKey, string>;

/**
 * Price, year and mileage: typed, then applied with Enter or the Apply button (not on every key, which would put a
 * search for "$1", "$15", "$150"… into the history). Numbers are whole; commas and "$" are allowed as people type them.
 * The search judges them: its refusals show beside the box they name.
 */
function RangeForm({
  query,
  problems,
  onChange,
}: {
  query: SearchQuery;
  problems: FilterPanelProps['problems'];
  onChange: FilterPanelProps['onChange'];
}) {
  const t = useT(searchCatalogue);
  const shown = Object.fromEntries(rangeKeys.map((key) => [key, String(query[key] ?? '')])) as RangeText;
  const { register, handleSubmit } = useForm<RangeText>({ defaultValues: shown });
  const end = (name: RangeKey, label: string) => ({ label, input: register(name), problem: problems[name] });
  const apply = handleSubmit((typed) => {
    const next: Record<string, unknown> = { ...query };
    for (const key of rangeKeys) {
      const text = typed[key].replace(/[$,\s]/g, '');
      // Not a number: kept as typed in the address, so the refusal names this field.
      next[key] = text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text;
    }
    onChange(next as SearchQuery);
  });
  return (
    <form onSubmit={(event) => void apply(event)} className="space-y-3" aria-label={t('range.label')}>
      <RangeField
        legend={t('range.price')}
        from={end('priceMin', t('range.priceMin'))}
        to={end('priceMax', t('range.priceMax'))}
      />
      <RangeField
        legend={t('range.year')}
        from={end('yearMin', t('range.yearMin'))}
        to={end('yearMax', t('range.yearMax'))}
      />
      <RangeBox {...end('mileageMax', t('range.mileageMax'))} />
      <button type="submit" className="btn btn-sm btn-outline w-full">
        {t('range.apply')}
      </button>
    </form>
  );
}

function LocationForm({
  query,
  problems,
  onChange,
}: {
  query: SearchQuery;
  problems: FilterPanelProps['problems'];
  onChange: FilterPanelProps['onChange'];
}) {
  const t = useT(searchCatalogue);
  const zipId = useId();
  const radiusId = useId();
  const zipProblemId = useId();
  const radiusProblemId = useId();
  const [zip, setZip] = useState(query.zip ?? '');
  const [shownZip, setShownZip] = useState(query.zip);
  // The address changed under the form (a chip removed, Back): show its ZIP.
  if (shownZip !== query.zip) {
    setShownZip(query.zip);
    setZip(query.zip ?? '');
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = zip.trim();
    if (typed === '') {
      const { zip: _zip, radius: _radius, ...rest } = query;
      onChange({ ...rest, sort: rest.sort === 'distance' ? 'newest' : rest.sort });
      return;
    }
    onChange({ ...query, zip: typed });
  }

  function changeRadius(value: string) {
    const radius = searchRadii.find((allowed) => String(allowed) === value);
    onChange({ ...query, radius });
  }

  return (
    <form onSubmit={apply} className="space-y-2" aria-label={t('location.label')}>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('location.label')}</legend>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={zipId} className="text-sm">
              {t('location.zip')}
            </label>
            <input
              id={zipId}
              name="zip"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              value={zip}
              onChange={(event) => setZip(event.target.value)}
              onBlur={(event) => {
                if (event.currentTarget.value.trim() !== (query.zip ?? ''))
                  event.currentTarget.form?.requestSubmit();
              }}
              aria-invalid={problems.zip ? true : undefined}
              aria-describedby={problems.zip ? zipProblemId : undefined}
              className={`input input-sm w-full ${problems.zip ? 'input-error' : ''}`}
            />
          </div>
          <button type="submit" className="btn btn-sm btn-outline">
            {t('location.setZip')}
          </button>
        </div>
        <Problem id={zipProblemId} message={problems.zip} />
        <div className="space-y-1">
          <label htmlFor={radiusId} className="text-sm">
            {t('location.distance')}
          </label>
          <select
            id={radiusId}
            name="radius"
            className="select select-sm w-full"
            value={query.radius ?? ''}
            disabled={!query.zip}
            aria-describedby={problems.radius ? radiusProblemId : undefined}
            onChange={(event) => changeRadius(event.target.value)}
          >
            <option value="">{query.zip ? t('location.anyDistance') : t('location.zipFirst')}</option>
            {searchRadii.map((radius) => (
              <option key={radius} value={radius}>
                {t('location.within', { radius })}
              </option>
            ))}
          </select>
          <Problem id={radiusProblemId} message={problems.radius} />
        </div>
      </fieldset>
    </form>
  );
}

/** The search's filters: ranges, location, verified sellers, then every facet with its counts. */
export function FilterPanel({
  query,
  facets,
  reservedCount,
  problems,
  onChange,
  MonthlyBudget,
}: FilterPanelProps) {
  const t = useT(searchCatalogue);
  function toggle(facet: FacetName, value: string, on: boolean) {
    const chosen = query[facet] as string[];
    onChange({
      ...query,
      [facet]: on ? [...chosen, value] : chosen.filter((other) => other !== value),
    });
  }
  const sections: ReactNode[] = facetNames.map((facet) => (
    <FacetGroup
      key={facet}
      facet={facet}
      counts={facets?.[facet]}
      chosen={query[facet]}
      problem={problems[facet]}
      onToggle={(value, on) => toggle(facet, value, on)}
    />
  ));
  return (
    <div className="space-y-6">
      {/* Remounted when the search changes elsewhere (a chip removed, Back), so the boxes show the address's values. */}
      <RangeForm
        key={rangeKeys.map((key) => query[key] ?? '').join(',')}
        query={query}
        problems={problems}
        onChange={onChange}
      />
      {MonthlyBudget ? (
        <MonthlyBudget
          key={query.monthlyMax ?? ''}
          query={query}
          problem={problems.monthlyMax}
          onChange={onChange}
        />
      ) : null}
      <LocationForm query={query} problems={problems} onChange={onChange} />
      <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="verified"
          className="checkbox checkbox-sm checkbox-primary"
          checked={query.verified === true}
          onChange={(event) => {
            const { verified: _verified, ...rest } = query;
            onChange(event.target.checked ? { ...rest, verified: true } : rest);
          }}
        />
        {t('verifiedOnly')}
      </label>
      <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="hideReserved"
          className="checkbox checkbox-sm checkbox-primary"
          checked={query.hideReserved === true}
          aria-label={
            reservedCount === undefined
              ? t('hideReserved')
              : t('hideReserved.count', { count: reservedCount })
          }
          onChange={(event) => {
            const { hideReserved: _hideReserved, ...rest } = query;
            onChange(event.target.checked ? { ...rest, hideReserved: true } : rest);
          }}
        />
        <span className="grow">{t('hideReserved')}</span>
        {reservedCount === undefined ? null : (
          <span className="text-base-content/75 font-normal tabular-nums">{formatNumber(reservedCount)}</span>
        )}
      </label>
      {sections}
    </div>
  );
}
