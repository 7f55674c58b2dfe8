import { formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';
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
  const t = useT(entitiesCatalogue);
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
        {t('valuation.guidance.heading')}
      </h3>
      {!query ? (
        <p>{t('valuation.guidance.fillIn')}</p>
      ) : valuation.isError ? (
        <p>{t('valuation.guidance.failed')}</p>
      ) : !valuation.data ? (
        <p>{t('valuation.guidance.comparing')}</p>
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
  const t = useT(entitiesCatalogue);
  const rating = ratingAt(price, valuation);
  return (
    <>
      <p>
        {t.rich('valuation.guidance.expected', {
          expected: formatPrice(valuation.expectedPrice!),
          low: formatPrice(valuation.low!),
          high: formatPrice(valuation.high!),
          comparables: valuation.comparables,
          price: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
        })}
      </p>
      {rating ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            {t.rich('valuation.guidance.wouldSee', {
              price: formatPrice(price),
              band: dealBandNames[rating.band],
              difference: priceAgainstExpected(price, rating),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </span>
          <DealBadge price={price} rating={rating} />
        </p>
      ) : (
        <p>{t('valuation.guidance.typePrice')}</p>
      )}
    </>
  );
}
