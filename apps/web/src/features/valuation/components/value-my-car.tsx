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

const addProductPath = '/dashboard/addProduct';

function ValueForm({ initial, onValue }: { initial: ValueFormValues; onValue: (query: string) => void }) {
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
        label="VIN (optional)"
        hint="17 characters, on the dashboard or the driver's door. Or give make, model and year below."
        autoCapitalize="characters"
        maxLength={17}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField control={control} name="make" label="Make" hint="Such as Toyota." />
        <FormTextField control={control} name="modelName" label="Model" hint="Such as Camry." />
        <FormTextField control={control} name="year" label="Year" inputMode="numeric" maxLength={4} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField control={control} name="mileage" label="Mileage (miles)" />
        <FormTextField
          control={control}
          name="zip"
          label="ZIP code"
          inputMode="numeric"
          maxLength={5}
          required
        />
      </div>
      <button type="submit" className="btn btn-primary">
        Value my car
      </button>
    </form>
  );
}

function ValuationComparables({ query, onClose }: { query: ValuationQuery; onClose: () => void }) {
  const listed = useValuationComparables(query);
  const shown = listed.data?.comparables.length ?? 0;
  return (
    <ComparablesDialog
      title="The cars your car was compared with"
      description={`Each price as it counted: moved for the difference in mileage.${
        listed.data && listed.data.total > shown ? ` The ${shown} cheapest of ${listed.data.total}.` : ''
      }`}
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
  const [listing, setListing] = useState(false);
  const { user } = useAuth();
  const car = `${valuation.year} ${valuation.make} ${valuation.modelName}`;
  return (
    <section aria-labelledby="valuation-result" className="space-y-4">
      <h2 id="valuation-result" className="text-2xl font-bold">
        Your {car}, {formatMileage(valuation.mileage)}, {valuation.location}
      </h2>
      {valuation.expectedPrice === null ? (
        <p>{valuation.message}</p>
      ) : (
        <>
          <p className="text-lg">
            Expected price{' '}
            <strong className="text-3xl font-extrabold tabular-nums">
              {formatPrice(valuation.expectedPrice)}
            </strong>
          </p>
          <p>
            The middle half of similar cars: {formatPrice(valuation.low!)} to {formatPrice(valuation.high!)}.
          </p>
          <ul className="space-y-1" aria-label="Deal bands at these prices">
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
        From {valuation.comparables} comparable {valuation.comparables === 1 ? 'car' : 'cars'}:{' '}
        {methodText(valuation.method).toLowerCase()}.
        {valuation.method === 'same-model'
          ? ''
          : ' There were too few cars of the same model and years, so we widened the search.'}{' '}
        Listed ones count at their asking price, ones sold in the last 12 months at their last price, each
        moved 8 cents for every mile it has more or fewer than yours. Your ZIP code places the car; prices are
        not adjusted by region.
      </p>
      <p>
        {valuation.daysToSell === null
          ? 'None of these cars has sold here yet, so we cannot say how long selling takes.'
          : `Similar cars took ${valuation.daysToSell} ${valuation.daysToSell === 1 ? 'day' : 'days'} to sell (the median from listing to sale).`}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {valuation.comparables > 0 ? (
          <button type="button" className="btn btn-outline" onClick={() => setListing(true)}>
            See the {valuation.comparables} comparable cars
          </button>
        ) : null}
        <Link to={listItPath(valuation, user !== null)} className="btn btn-primary">
          List it
        </Link>
        <Link to="/deal-ratings" className="link">
          How we rate deals
        </Link>
      </div>
      {listing ? <ValuationComparables query={query} onClose={() => setListing(false)} /> : null}
    </section>
  );
}

/** /value-my-car: what a car is worth, for anyone, and a way to list it at that price. */
export function ValueMyCar() {
  const [params, setParams] = useSearchParams();
  const asked = Object.fromEntries(params);
  const query = valuationQueryOf(asked);
  const valuation = useValuation(query);
  return (
    <div className="max-w-3xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">What is my car worth?</h1>
        <p className="text-base-content/75">
          We compare your car with similar cars listed and sold on Second Gear, as our deal ratings do.
        </p>
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
        <LoadFailed what="The valuation" error={valuation.error} retry={() => void valuation.refetch()} />
      ) : !valuation.data ? (
        <PulsingDots label="Valuing your car" />
      ) : (
        <ValuationResult valuation={valuation.data} query={query} />
      )}
    </div>
  );
}
