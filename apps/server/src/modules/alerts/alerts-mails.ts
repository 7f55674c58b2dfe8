import type { DealBand, SearchCar } from '@second-gear/contract';
import type { MailCar } from '../mail/mail-layout.ts';
import type { Mail } from '../mail/mail.service.ts';
import type { AlertedSearch, FavoriteChange } from './alerts.repo.ts';

const dealLabels: Record<DealBand, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
  overpriced: 'Overpriced',
};

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const absolute = (publicUrl: string, address: string) =>
  /^https?:\/\//.test(address) ? address : `${publicUrl}${address.startsWith('/') ? '' : '/'}${address}`;
/** The listing's own title, as result cards show it, with the vehicle when the title does not name it. */
const titleOf = (car: SearchCar) => {
  const vehicle = [car.year, car.make, car.modelName].filter(Boolean).join(' ');
  return !vehicle || car.productName.includes(vehicle) ? car.productName : `${car.productName} (${vehicle})`;
};

function mailCar(publicUrl: string, car: SearchCar): MailCar {
  return {
    title: titleOf(car),
    url: `${publicUrl}/cars/${car._id}`,
    imageUrl: absolute(publicUrl, car.image),
    price: dollars(car.resalePrice),
    badge: car.dealRating ? dealLabels[car.dealRating.band] : undefined,
  };
}

/** Each alert's footer and List-Unsubscribe turn off this search's alerts, for its owner only. */
const searchUnsubscribe = (search: AlertedSearch) => ({
  subject: search.accountId,
  kind: `search-${search.id}`,
});

export function instantAlertMail(publicUrl: string, search: AlertedSearch, cars: SearchCar[]): Mail {
  const first = cars[0]!;
  const heading =
    cars.length === 1
      ? `New for “${search.name}”: ${titleOf(first)}`
      : `${cars.length} new cars for “${search.name}”`;
  return {
    kind: 'search-alert',
    to: search.email,
    subject: heading,
    unsubscribe: searchUnsubscribe(search),
    content: {
      heading,
      paragraphs: [
        cars.length === 1
          ? 'A car matching your saved search was just listed or lowered its price into your range.'
          : 'Cars matching your saved search were just listed or lowered their price into your range.',
      ],
      cars: cars.map((car) => mailCar(publicUrl, car)),
      action:
        cars.length === 1
          ? { label: 'See this car', url: `${publicUrl}/cars/${first._id}` }
          : { label: 'See all matches', url: `${publicUrl}/cars?${search.query}` },
      footnote: 'You get this because you asked for instant alerts of this saved search.',
    },
  };
}

export function digestMail(
  publicUrl: string,
  search: AlertedSearch & { frequency: 'daily' | 'weekly' },
  cars: SearchCar[],
  total: number,
): Mail {
  const heading = `${total} new ${total === 1 ? 'car' : 'cars'} for “${search.name}”`;
  const since = search.frequency === 'daily' ? 'since yesterday' : 'this week';
  return {
    kind: 'search-digest',
    to: search.email,
    subject: heading,
    unsubscribe: searchUnsubscribe(search),
    content: {
      heading,
      paragraphs: [
        total > cars.length
          ? `The newest ${cars.length} of the ${total} cars listed ${since} that match your saved search:`
          : `Listed ${since} and matching your saved search:`,
      ],
      cars: cars.map((car) => mailCar(publicUrl, car)),
      action: { label: `See all ${total}`, url: `${publicUrl}/cars?${search.query}` },
      footnote: `You get this ${search.frequency} digest at 8:00 because you saved this search.`,
    },
  };
}

export function favoritesSummaryMail(publicUrl: string, email: string, changes: FavoriteChange[]): Mail {
  const heading =
    changes.length === 1
      ? `A car you saved ${changes[0]!.sold ? 'was sold' : 'dropped its price'}`
      : `${changes.length} cars you saved changed`;
  return {
    kind: 'saved-car-changes',
    to: email,
    subject: heading,
    content: {
      heading,
      paragraphs: ['Since we last told you:'],
      cars: changes.map((change) => ({
        title: change.productName,
        url: `${publicUrl}/cars/${change.carId}`,
        imageUrl: absolute(publicUrl, change.image),
        price: dollars(change.price),
        badge: change.sold ? 'Sold' : `${dollars(change.toldPrice - change.price)} less`,
      })),
      action: { label: 'Open my saved cars', url: `${publicUrl}/dashboard/favorites` },
      footnote: 'At most one of these a day, summarising what changed.',
    },
  };
}
