import type { Valuation, ValuationQuery } from '@second-gear/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormTextField, NumberField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { ComparablesDialog } from '../../../entities/car/components/comparables-table';
import { useAuth } from '../../../entities/session/auth-context';
import { signInPathBackTo } from '../../../entities/session/return-to';
import { dealBandClasses } from '../../../entities/car/deal-words';
import {
  useValuation,
  useValuationComparables,
  valuationQueryOf,
  valuationSearch,
} from '../../../entities/valuation/api/valuation';
import { bandEdgeLines, methodText } from '../../../entities/valuation/valuation-words';
import { formatMileage, formatPrice } from '../../../lib/format';
import { valueForm, type ValueFormValues } from '../value-form';
import { useT } from '../../../lib/i18n';
import { valuationCatalogue } from '../i18n';

const addProductPath = '/dashboard/addProduct';

function ValueForm({ initial, onValue }: { initial: ValueFormValues; onValue: (query: string) => void }) {
  const t = useT(valuationCatalogue);
  const { control, handleSubmit } = useContractForm(valueForm(), initial);
  const submit = handleSubmit((car) => {
    const query = valuationQueryOf({
      ...(car.vin ? { vin: car.vin } : { make: car.make, modelName: car.modelName, year: car.year }),
      mileage: String(car.mileage),
      zip: car.zip,
    });
    if (query) onValue(valuationSearch(query));
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="rounded-box bg-base-200 space-y-4 p-5"
    >
      <FormTextField
        control={control}
        name="vin"
        label={t('form.vin')}
        hint={t('form.vin.hint')}
        autoCapitalize="characters"
        maxLength={17}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField control={control} name="make" label={t('form.make')} hint={t('form.make.hint')} />
        <FormTextField
          control={control}
          name="modelName"
          label={t('form.model')}
          hint={t('form.model.hint')}
        />
        <FormTextField
          control={control}
          name="year"
          label={t('form.year')}
          inputMode="numeric"
          maxLength={4}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField control={control} name="mileage" label={t('form.mileage')} />
        <FormTextField
          control={control}
          name="zip"
          label={t('form.zip')}
          inputMode="numeric"
          maxLength={5}
          required
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('form.submit')}
      </button>
    </form>
  );
}

function ValuationComparables({ query, onClose }: { query: ValuationQuery; onClose: () => void }) {
  const t = useT(valuationCatalogue);
  const listed = useValuationComparables(query);
  const shown = listed.data?.comparables.length ?? 0;
  return (
    <ComparablesDialog
      title={t('comparables.title')}
      description={
        listed.data && listed.data.total > shown
          ? t('comparables.descriptionSome', { shown, total: listed.data.total })
          : t('comparables.description')
      }
      listed={listed}
      onClose={onClose}
    />
  );
}

/** The add-product form's address for this car, priced at its expected price; a visitor signs in on the way. */
function listItPath(valuation: Valuation, signedIn: boolean): string {
  const params = new URLSearchParams({
    make: valuation.make,
    modelName: valuation.modelName,
    year: String(valuation.year),
    mileage: String(valuation.mileage),
    zip: valuation.zip,
  });
  if (valuation.vin) params.set('vin', valuation.vin);
  if (valuation.expectedPrice !== null) params.set('price', String(valuation.expectedPrice));
  const form = { pathname: addProductPath, search: `?${params}` };
  return signedIn ? `${form.pathname}${form.search}` : signInPathBackTo(form);
}

function ValuationResult({ valuation, query }: { valuation: Valuation; query: ValuationQuery }) {
  const t = useT(valuationCatalogue);
  const [listing, setListing] = useState(false);
  const { user } = useAuth();
  const car = `${valuation.year} ${valuation.make} ${valuation.modelName}`;
  return (
    <section aria-labelledby="valuation-result" className="space-y-4">
      <h2 id="valuation-result" className="text-2xl font-bold">
        {t('result.heading', {
          car,
          mileage: formatMileage(valuation.mileage),
          location: valuation.location,
        })}
      </h2>
      {valuation.expectedPrice === null ? (
        <p>{valuation.message}</p>
      ) : (
        <>
          <p className="text-lg">
            {t.rich('result.expected', {
              price: formatPrice(valuation.expectedPrice),
              b: (chunks) => <strong className="text-3xl font-extrabold tabular-nums">{chunks}</strong>,
            })}
          </p>
          <p>{t('result.range', { low: formatPrice(valuation.low!), high: formatPrice(valuation.high!) })}</p>
          <ul className="space-y-1" aria-label={t('result.bands')}>
            {bandEdgeLines(valuation.bands!).map(({ band, text }) => (
              <li key={band} className="flex items-center gap-2">
                <span aria-hidden="true" className={`badge badge-xs ${dealBandClasses[band]}`} />
                {text}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {t('method.from', {
          count: valuation.comparables,
          method: methodText(valuation.method).toLowerCase(),
        })}
        {valuation.method === 'same-model' ? null : <> {t('method.widened')}</>} {t('method.how')}
      </p>
      <p>
        {valuation.daysToSell === null ? t('sell.unknown') : t('sell.days', { days: valuation.daysToSell })}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {valuation.comparables > 0 ? (
          <button type="button" className="btn btn-outline" onClick={() => setListing(true)}>
            {t('result.seeComparables', { count: valuation.comparables })}
          </button>
        ) : null}
        <Link to={listItPath(valuation, user !== null)} className="btn btn-primary">
          {t('result.listIt')}
        </Link>
        <Link to="/deal-ratings" className="link">
          {t('result.how')}
        </Link>
      </div>
      {listing ? <ValuationComparables query={query} onClose={() => setListing(false)} /> : null}
    </section>
  );
}

/** /value-my-car: what a car is worth, for anyone, and a way to list it at that price. */
export function ValueMyCar() {
  const t = useT(valuationCatalogue);
  const [params, setParams] = useSearchParams();
  const asked = Object.fromEntries(params);
  const query = valuationQueryOf(asked);
  const valuation = useValuation(query);
  return (
    <div className="max-w-3xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('page.heading')}</h1>
        <p className="text-base-content/75">{t('page.intro')}</p>
      </div>
      <ValueForm
        initial={{
          vin: asked.vin ?? '',
          make: asked.make ?? '',
          modelName: asked.modelName ?? '',
          year: asked.year ?? '',
          mileage: asked.mileage ?? '',
          zip: asked.zip ?? '',
        }}
        onValue={(search) => setParams(new URLSearchParams(search))}
      />
      {!query ? null : valuation.isError ? (
        <LoadFailed what={t('page.what')} error={valuation.error} retry={() => void valuation.refetch()} />
      ) : !valuation.data ? (
        <PulsingDots label={t('page.valuing')} />
      ) : (
        <ValuationResult valuation={valuation.data} query={query} />
      )}
    </div>
  );
}
