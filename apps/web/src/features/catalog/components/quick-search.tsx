import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { catalogCatalogue } from '../i18n';

const fields = [
  { name: 'make', inputMode: 'text', autoComplete: 'off' },
  { name: 'model', inputMode: 'text', autoComplete: 'off' },
  { name: 'priceMax', inputMode: 'numeric', autoComplete: 'off' },
  { name: 'zip', inputMode: 'numeric', autoComplete: 'postal-code' },
] as const;

/**
 * The search address of what was typed. Make and model go in as keywords, which the search matches forgivingly
 * ("civc" finds Civic), where a make filter would have to be spelled as we spell it. Written by hand rather than with
 * the contract's `searchQueryString`, whose module would bring zod into the home page's scripts; the search page
 * reads it with the contract and points at anything wrong.
 */
export function quickSearchAddress(form: FormData): string {
  const params = new URLSearchParams();
  const words = ['make', 'model']
    .map((name) => String(form.get(name) ?? '').trim())
    .filter(Boolean)
    .join(' ');
  if (words) params.set('q', words);
  const priceMax = String(form.get('priceMax') ?? '').replace(/[$,\s]/g, '');
  if (priceMax) params.set('priceMax', priceMax);
  const zip = String(form.get('zip') ?? '').trim();
  if (zip) params.set('zip', zip);
  const search = params.toString();
  return search ? `/cars?${search}` : '/cars';
}

/** Home's quick search under the hero: make, model, max price and ZIP, leading to the search page. */
export function QuickSearch() {
  const t = useT(catalogCatalogue);
  const navigate = useNavigate();
  const headingId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(quickSearchAddress(new FormData(event.currentTarget)));
  }

  return (
    <section aria-labelledby={headingId} className="rounded-box bg-base-200 p-4 sm:p-6">
      <h2 id={headingId} className="mb-3 text-2xl font-bold">
        {t('quick.heading')}
      </h2>
      <form
        role="search"
        aria-labelledby={headingId}
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        {fields.map((field) => (
          <label key={field.name} className="space-y-1">
            <span className="block text-sm font-medium">{t(`quick.${field.name}`)}</span>
            <input
              name={field.name}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              placeholder={t(`quick.${field.name}.placeholder`)}
              maxLength={field.name === 'zip' ? 10 : 60}
              className="input w-full"
            />
          </label>
        ))}
        <button type="submit" className="btn btn-primary sm:col-span-2 lg:col-span-1">
          {t('quick.submit')}
        </button>
      </form>
    </section>
  );
}
