import { dealBandLimits, dealBands, dealMethod, type DealBand } from '@second-gear/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMileage, formatPrice } from '../../../lib/format';
import { dealBandClasses, dealBandNames } from '../../../entities/car/deal-words';
import { useT } from '../../../lib/i18n';
import { searchCatalogue } from '../i18n';

type Bound = { op: '<' | '≤' | '>' | '≥'; percent: number };

/** One bound in words: "at least 10 % below", "less than 3 % above". */
function boundWords({ op, percent }: Bound): string {
  const side = percent < 0 ? 'below' : 'above';
  // Below the expected price, a smaller percent is a bigger gap: "≤ −10 %" is "at least 10 % below".
  const words =
    percent < 0
      ? ({ '≤': 'atLeast', '<': 'moreThan', '>': 'lessThan', '≥': 'atMost' } as const)
      : ({ '≤': 'atMost', '<': 'lessThan', '>': 'moreThan', '≥': 'atLeast' } as const);
  return searchCatalogue.t('deals.bound', { op: words[op], percent: Math.abs(percent), side });
}

/** A band's range, read from the published limits: where the band before it ends, and where it ends. */
export function bandRangeWords(band: DealBand): string {
  const index = dealBands.indexOf(band);
  const bounds: Bound[] = [];
  const previous = index > 0 ? dealBandLimits[dealBands[index - 1] as Exclude<DealBand, 'overpriced'>] : null;
  if (previous) {
    bounds.push(
      'atMost' in previous ? { op: '>', percent: previous.atMost } : { op: '≥', percent: previous.below },
    );
  }
  const own = band === 'overpriced' ? null : dealBandLimits[band];
  if (own) bounds.push('atMost' in own ? { op: '≤', percent: own.atMost } : { op: '<', percent: own.below });
  const [first, second] = bounds.map(boundWords);
  const text = second
    ? searchCatalogue.t('deals.range.two', { first, second })
    : searchCatalogue.t('deals.range.one', { bound: first });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The worked example of the mileage adjustment, with the published rate. */
function mileageExample() {
  const carMiles = 40_000;
  const comparableMiles = 50_000;
  const comparablePrice = 20_000;
  const adjustment = ((comparableMiles - carMiles) * dealMethod.centsPerMile) / 100;
  return {
    carMiles,
    comparableMiles,
    comparablePrice,
    adjustment,
    adjusted: comparablePrice + adjustment,
  };
}

/** /deal-ratings: our bands and how the expected price is found, from the same numbers the server rates with. */
export function DealRatingsExplained() {
  const t = useT(searchCatalogue);
  const example = mileageExample();
  const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <title>{t('deals.title')}</title>
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('deals.heading')}</h1>
        <p className="text-lg">{t('deals.intro')}</p>
      </header>

      <section aria-labelledby="bands" className="space-y-3">
        <h2 id="bands" className="text-2xl font-bold">
          {t('deals.bands')}
        </h2>
        <div className="overflow-x-auto">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('deals.rating')}</th>
                <th scope="col">{t('deals.priceIs')}</th>
              </tr>
            </thead>
            <tbody>
              {dealBands.map((band) => (
                <tr key={band}>
                  <th scope="row">
                    <span className={`badge ${dealBandClasses[band]}`}>{dealBandNames[band]}</span>
                  </th>
                  <td>{bandRangeWords(band)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('deals.percentage')}</p>
      </section>

      <section aria-labelledby="method" className="space-y-3">
        <h2 id="method" className="text-2xl font-bold">
          {t('deals.method')}
        </h2>
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            {t.rich('deals.comparables', {
              b: bold,
              years: dealMethod.yearWindow,
              months: dealMethod.soldWithinMonths,
            })}
          </li>
          <li>
            {t.rich('deals.mileage', {
              b: bold,
              cents: dealMethod.centsPerMile,
              carMiles: formatMileage(example.carMiles),
              price: formatPrice(example.comparablePrice),
              comparableMiles: formatMileage(example.comparableMiles),
              adjustment: formatPrice(example.adjustment),
              adjusted: formatPrice(example.adjusted),
            })}
          </li>
          <li>{t.rich('deals.median', { b: bold })}</li>
          <li>{t.rich('deals.enough', { b: bold, minimum: dealMethod.minComparables })}</li>
        </ol>
        <p>{t('deals.follow')}</p>
      </section>

      <p>
        <Link to="/cars?sort=best_deal" className="btn btn-primary">
          {t('deals.best')}
        </Link>
      </p>
    </article>
  );
}
