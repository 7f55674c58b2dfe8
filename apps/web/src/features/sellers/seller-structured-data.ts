import { sellersCatalogue } from './i18n';
import type { SellerProfile } from '@second-gear/contract';
import type { StructuredData } from '../../components/ui/json-ld';
import { carPath } from '../../entities/car/car-path';

/**
 * A seller's profile as schema.org has it: a `ProfilePage` whose main entity is the seller, a `Person` who offers their
 * cars. schema.org gives a person no rating or reviews of their own, so the seller's `AggregateRating` (only once they
 * have one) and each `Review` are nodes of their own whose `itemReviewed` is the seller.
 */
export function sellerStructuredData(profile: SellerProfile, url: string, origin: string): StructuredData {
  const seller = { '@id': `${url}#seller` };
  const person = {
    ...seller,
    '@type': 'Person',
    name: profile.name,
    url,
    makesOffer: profile.listings.listings.map((car) => ({
      '@type': 'Offer',
      url: `${origin}${carPath(car._id)}`,
      price: car.resalePrice,
      priceCurrency: 'USD',
      itemCondition: 'https://schema.org/UsedCondition',
      itemOffered: { '@type': 'Car', name: car.productName },
    })),
  };
  const rating = profile.rating
    ? [
        {
          '@type': 'AggregateRating',
          itemReviewed: seller,
          ratingValue: profile.rating.average,
          reviewCount: profile.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      ]
    : [];
  const reviews = profile.reviews.reviews.map((review) => ({
    '@type': 'Review',
    itemReviewed: seller,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    author: { '@type': 'Person', name: review.buyerName ?? sellersCatalogue.t('formerMember') },
    datePublished: review.createdAt,
    reviewBody: review.text,
  }));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'ProfilePage', '@id': url, url, dateCreated: profile.memberSince, mainEntity: seller },
      person,
      ...rating,
      ...reviews,
    ],
  };
}
