import { dealBandLimits, dealBands, dealMethod, type DealBand } from '@second-gear/contract';
import { Link } from 'react-router';
import { formatMileage, formatPrice } from '../../../lib/format';
import { dealBandClasses, dealBandNames } from '../../../entities/car/deal-words';

type Bound = { op: '<' | '≤' | '>' | '≥'; percent: number };

/** One bound in words: "at least 10 % below", "less than 3 % above". */
function boundWords({ op, percent }: Bound): string {
  const side = percent < 0 ? 'below' : 'above';
  const size = `${Math.abs(percent)} %`;
  // Below the expected price, a smaller percent is a bigger gap: "≤ −10 %" is "at least 10 % below".
  const words =
    percent < 0
      ? { '≤': 'at least', '<': 'more than', '>': 'less than', '≥': 'at most' }
      : { '≤': 'at most', '<': 'less than', '>': 'more than', '≥': 'at least' };
  return `${words[op]} ${size} ${side}`;
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
  const text = `${bounds.map(boundWords).join(' and ')} the expected price`;
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
  const example = mileageExample();
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <title>How we rate deals — Second Gear</title>
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">How we rate deals</h1>
        <p className="text-lg">
          Every car for sale with enough similar cars to compare gets a rating: its price against the price we
          expect for it. Here are our bands and exactly how we work out the expected price.
        </p>
      </header>

      <section aria-labelledby="bands" className="space-y-3">
        <h2 id="bands" className="text-2xl font-bold">
          The bands
        </h2>
        <div className="overflow-x-auto">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Rating</th>
                <th scope="col">The car’s price is…</th>
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
        <p>
          The percentage is the difference between the price and the expected price, divided by the expected
          price, rounded to one decimal.
        </p>
      </section>

      <section aria-labelledby="method" className="space-y-3">
        <h2 id="method" className="text-2xl font-bold">
          The expected price
        </h2>
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            <strong>Comparable cars.</strong> We take the other cars of the same make and model whose model
            year is within {dealMethod.yearWindow} {dealMethod.yearWindow === 1 ? 'year' : 'years'} of the
            car’s, that are for sale now or were sold in the last {dealMethod.soldWithinMonths} months.
          </li>
          <li>
            <strong>Adjusted for mileage.</strong> Each comparable’s price moves by {dealMethod.centsPerMile}{' '}
            cents for every mile it has more (up) or fewer (down) than the car. For a car with{' '}
            {formatMileage(example.carMiles)}, a comparable listed at {formatPrice(example.comparablePrice)}{' '}
            with {formatMileage(example.comparableMiles)} counts as {formatPrice(example.comparablePrice)} +{' '}
            {formatPrice(example.adjustment)} = {formatPrice(example.adjusted)}.
          </li>
          <li>
            <strong>The median.</strong> The expected price is the middle one of those adjusted prices, in
            whole dollars: a few unusually cheap or dear cars do not move it.
          </li>
          <li>
            <strong>Enough to go on.</strong> A car with fewer than {dealMethod.minComparables} comparables
            gets no rating rather than a guess.
          </li>
        </ol>
        <p>
          Ratings follow prices: when a seller changes a price, the car’s rating and those of the cars it is
          compared with change with it. Every car page shows its expected price and lists the comparables it
          came from.
        </p>
      </section>

      <p>
        <Link to="/cars?sort=best_deal" className="btn btn-primary">
          See the best deals
        </Link>
      </p>
    </article>
  );
}
