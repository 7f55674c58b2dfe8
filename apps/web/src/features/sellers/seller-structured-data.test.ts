import { describe, expect, it } from 'vitest';
import { sellerAnswer } from '../../test/first-view-answers';
import { nodesOfType, schemaOrgProblems } from '../../test/schema-org';
import { sellerStructuredData } from './seller-structured-data';

const origin = 'https://secondgear.example';
const url = `${origin}/sellers/seller-1`;
const withListing = {
  ...sellerAnswer,
  listings: {
    ...sellerAnswer.listings,
    listings: [
      {
        _id: 'car-1',
        productName: '2018 Toyota Camry SE',
        image: '/uploads/cars/camry-640.webp',
        resalePrice: 12_500,
        location: 'Austin, TX',
        year: 2018,
        mileage: 61_200,
        listedAt: '2026-03-05T10:15:00.000Z',
      },
    ],
    total: 1,
  },
};

describe("a seller's profile's structured data", () => {
  it('is a ProfilePage about a Person who offers their cars, rated by AggregateRating and Reviews of them', () => {
    const data = sellerStructuredData(withListing, url, origin);

    expect(schemaOrgProblems(data)).toEqual([]);
    const [page] = nodesOfType(data, 'ProfilePage');
    const [person] = nodesOfType(data, 'Person').filter((node) => node['@id']);
    expect(page).toMatchObject({ url, mainEntity: { '@id': person!['@id'] } });
    expect(person).toMatchObject({
      name: 'Dana Motors',
      url,
      makesOffer: [
        {
          '@type': 'Offer',
          url: `${origin}/cars/car-1`,
          price: 12_500,
          priceCurrency: 'USD',
          itemOffered: { '@type': 'Car', name: '2018 Toyota Camry SE' },
        },
      ],
    });
    expect(nodesOfType(data, 'AggregateRating')).toEqual([
      expect.objectContaining({ itemReviewed: { '@id': person!['@id'] }, ratingValue: 4.7, reviewCount: 3 }),
    ]);
    expect(nodesOfType(data, 'Review')).toEqual([
      expect.objectContaining({
        itemReviewed: { '@id': person!['@id'] },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: 'Sam Lee' },
      }),
    ]);
  });

  it('has no rating until the seller has one', () => {
    const data = sellerStructuredData({ ...sellerAnswer, rating: null }, url, origin);

    expect(schemaOrgProblems(data)).toEqual([]);
    expect(nodesOfType(data, 'AggregateRating')).toEqual([]);
  });
});
