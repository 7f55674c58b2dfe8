import { formatPrice } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { DealBadge } from '../../car/components/deal-badge';
import { dealBandNames, priceAgainstExpected } from '../../car/deal-words';
import { useValuation, valuationQueryOf, type ValuationInput } from '../api/valuation';
import { ratingAt } from '../valuation-words';

/** The car's details settle this long before they are valued: one call per pause in typing. */
const guidanceDelayMs = 400;

/**
 * Price guidance while listing: the band the typed price would get and the expected price, the same figures as
 * /value-my-car (GET /api/valuation with the form's car; the listing itself left out when it is being edited).
 */
export function PriceGuidance({
  car,
  price,
}: {
  /** The form's make, model, year, mileage and ZIP as typed (and `excludeCarId` when editing). */
  car: ValuationInput;
  /** The price as typed. */
  price: string;
}) {
  // Debounced as text: a new object each render would restart the wait forever.
  const settled = useDebounced(JSON.stringify(car), guidanceDelayMs);
  const query = valuationQueryOf(JSON.parse(settled) as ValuationInput);
  const valuation = useValuation(query);
  const typed = Number(price.replace(/[\s,$]/g, ''));
  return (
    <section
      aria-labelledby="price-guidance"
      aria-live="polite"
      className="rounded-box bg-base-200 space-y-1 p-4 text-sm"
    >
      <h3 id="price-guidance" className="font-semibold">
        Price guidance
      </h3>
      {!query ? (
        <p>Fill in make, model, year, mileage and ZIP code to see how your price compares.</p>
      ) : valuation.isError ? (
        <p>The guidance could not be loaded. It does not stop you listing the car.</p>
      ) : !valuation.data ? (
        <p>Comparing with similar cars…</p>
      ) : valuation.data.expectedPrice === null ? (
        <p>{valuation.data.message}</p>
      ) : (
        <GuidanceFigures valuation={valuation.data} price={typed} />
      )}
    </section>
  );
}

function GuidanceFigures({
  valuation,
  price,
}: {
  valuation: NonNullable<ReturnType<typeof useValuation>['data']>;
  price: number;
}) {
  const rating = ratingAt(price, valuation);
  return (
    <>
      <p>
        Expected price{' '}
        <span className="font-semibold tabular-nums">{formatPrice(valuation.expectedPrice!)}</span> (most sell
        between {formatPrice(valuation.low!)} and {formatPrice(valuation.high!)}), from{' '}
        {valuation.comparables} similar cars.
      </p>
      {rating ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            At {formatPrice(price)} buyers would see: <strong>{dealBandNames[rating.band]}</strong> (
            {priceAgainstExpected(price, rating)})
          </span>
          <DealBadge price={price} rating={rating} />
        </p>
      ) : (
        <p>Type a price to see the deal rating buyers would see.</p>
      )}
    </>
  );
}
