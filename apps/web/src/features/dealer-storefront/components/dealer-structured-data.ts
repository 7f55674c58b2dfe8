import type { PublicDealer } from '@second-gear/contract';

/**
 * schema.org `AutoDealer` of a storefront: name, postal address, phone, its address on the web, the opening hours as the
 * dealership writes them, and its rating once it has one. `<` is escaped so the text cannot close the script.
 */
export function dealerStructuredData(dealer: PublicDealer, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: dealer.name,
    url,
    telephone: dealer.phone,
    ...(dealer.logo ? { logo: dealer.logo, image: dealer.logo } : {}),
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
    ...(dealer.hours ? { openingHours: dealer.hours } : {}),
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
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
