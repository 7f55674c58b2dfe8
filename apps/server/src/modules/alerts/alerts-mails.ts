import { languageLocales, type Language, type SearchCar } from '@second-gear/contract';
import { defineServerCatalogue, type Texts } from '../../lib/texts.ts';
import type { MailCar } from '../mail/mail-layout.ts';
import type { Mail } from '../mail/mail.service.ts';
import type { AlertedSearch, FavoriteChange } from './alerts.repo.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);
type Key = Parameters<ReturnType<typeof texts>>[0];

/** "$14,250": whole dollars, as result cards show them. */
const dollars = (language: Language, amount: number) =>
  `$${amount.toLocaleString(languageLocales[language])}`;
const absolute = (publicUrl: string, address: string) =>
  /^https?:\/\//.test(address) ? address : `${publicUrl}${address.startsWith('/') ? '' : '/'}${address}`;
/** The listing's own title, as result cards show it, with the vehicle when the title does not name it. */
const titleOf = (car: SearchCar) => {
  const vehicle = [car.year, car.make, car.modelName].filter(Boolean).join(' ');
  return !vehicle || car.productName.includes(vehicle) ? car.productName : `${car.productName} (${vehicle})`;
};

function mailCar(publicUrl: string, car: SearchCar, language: Language, t: Texts<Key>): MailCar {
  return {
    title: titleOf(car),
    url: `${publicUrl}/cars/${car._id}`,
    imageUrl: absolute(publicUrl, car.image),
    price: dollars(language, car.resalePrice),
    badge: car.dealRating ? t(`deal.${car.dealRating.band}`) : undefined,
  };
}

/** Each alert's footer and List-Unsubscribe turn off this search's alerts, for its owner only. */
const searchUnsubscribe = (search: AlertedSearch) => ({
  subject: search.accountId,
  kind: `search-${search.id}`,
});

export function instantAlertMail(publicUrl: string, search: AlertedSearch, cars: SearchCar[]): Mail {
  const first = cars[0]!;
  return {
    kind: 'search-alert',
    to: search.email,
    unsubscribe: searchUnsubscribe(search),
    write: (language) => {
      const t = texts(language);
      const heading =
        cars.length === 1
          ? t('instant.one', { search: search.name, car: titleOf(first) })
          : t('instant.many', { count: cars.length, search: search.name });
      return {
        subject: heading,
        content: {
          heading,
          paragraphs: [t('instant.body', { count: cars.length })],
          cars: cars.map((car) => mailCar(publicUrl, car, language, t)),
          action:
            cars.length === 1
              ? { label: t('instant.seeCar'), url: `${publicUrl}/cars/${first._id}` }
              : { label: t('instant.seeAll'), url: `${publicUrl}/cars?${search.query}` },
          footnote: t('instant.footnote'),
        },
      };
    },
  };
}

export function digestMail(
  publicUrl: string,
  search: AlertedSearch & { frequency: 'daily' | 'weekly' },
  cars: SearchCar[],
  total: number,
): Mail {
  const { frequency } = search;
  return {
    kind: 'search-digest',
    to: search.email,
    unsubscribe: searchUnsubscribe(search),
    write: (language) => {
      const t = texts(language);
      const heading = t('digest.heading', { count: total, search: search.name });
      return {
        subject: heading,
        content: {
          heading,
          paragraphs: [
            total > cars.length
              ? t('digest.newest', { frequency, shown: cars.length, count: total })
              : t('digest.all', { frequency }),
          ],
          cars: cars.map((car) => mailCar(publicUrl, car, language, t)),
          action: { label: t('digest.action', { count: total }), url: `${publicUrl}/cars?${search.query}` },
          footnote: t('digest.footnote', { frequency }),
        },
      };
    },
  };
}

export function favoritesSummaryMail(publicUrl: string, email: string, changes: FavoriteChange[]): Mail {
  return {
    kind: 'saved-car-changes',
    to: email,
    write: (language) => {
      const t = texts(language);
      const heading =
        changes.length === 1
          ? t('favorites.one', { sold: changes[0]!.sold ? 'yes' : 'no' })
          : t('favorites.many', { count: changes.length });
      return {
        subject: heading,
        content: {
          heading,
          paragraphs: [t('favorites.since')],
          cars: changes.map((change) => ({
            title: change.productName,
            url: `${publicUrl}/cars/${change.carId}`,
            imageUrl: absolute(publicUrl, change.image),
            price: dollars(language, change.price),
            badge: change.sold
              ? t('favorites.sold')
              : t('favorites.less', { amount: dollars(language, change.toldPrice - change.price) }),
          })),
          action: { label: t('favorites.action'), url: `${publicUrl}/dashboard/favorites` },
          footnote: t('favorites.footnote'),
        },
      };
    },
  };
}
