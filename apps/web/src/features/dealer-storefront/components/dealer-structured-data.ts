import type { PublicDealer } from '@second-gear/contract';
import type { StructuredData } from '../../../components/ui/json-ld';

/**
 * schema.org `AutoDealer` of a storefront: name, postal address, phone, its address on the web, its logo (made absolute
 * with `origin`), and its rating once it has one. The opening hours stay out: the dealership writes them in its own
 * words, and schema.org's `openingHours` is a fixed notation ("Mo-Sa 09:00-18:00") that text would break.
 */
export function dealerStructuredData(dealer: PublicDealer, url: string, origin: string): StructuredData {
  const logo = dealer.logo ? new URL(dealer.logo, origin).href : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: dealer.name,
    url,
    telephone: dealer.phone,
    ...(logo ? { logo, image: logo } : {}),
    ...(dealer.about ? { description: dealer.about } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.address,
      postalCode: dealer.zip,
      addressCountry: 'US',
      ...(dealer.location
        ? { addressLocality: dealer.location.city, addressRegion: dealer.location.state }
        : {}),
    },
    ...(dealer.rating !== null && dealer.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: dealer.rating,
            reviewCount: dealer.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
