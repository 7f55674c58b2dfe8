import { facetNames, type CarPage, type SearchAnswer } from '@second-gear/contract';
import { carFixture } from './cars';

/** The API's answers the search page and a car page are first drawn from, as the server hands them to the renderer. */
export const searchAnswer: SearchAnswer = {
  total: 31,
  cars: [
    {
      _id: 'car-1',
      productName: 'My Civic',
      image: '/uploads/cars/civic-640.webp',
      make: 'Honda',
      modelName: 'Civic',
      trim: 'EX',
      year: 2019,
      mileage: 41_000,
      resalePrice: 17_500,
      location: 'Austin, TX',
      zip: '78701',
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      exteriorColor: 'white',
      conditionType: 'Excellent',
      dealRating: { band: 'great', expectedPrice: 18_700, percent: -6.4, comparables: 9 },
      priceDrop: null,
      listedAt: '2026-03-05T10:15:00.000Z',
    },
  ],
  facets: {
    ...(Object.fromEntries(facetNames.map((name) => [name, []])) as unknown as SearchAnswer['facets']),
    make: [
      { value: 'Honda', count: 30 },
      { value: 'Toyota', count: 1 },
    ],
  },
  next: 'signed-cursor',
};

export const carAnswer: CarPage = {
  ...carFixture({ images: ['/uploads/cars/camry-640.webp', '/uploads/cars/camry-2-640.webp'] }),
  sellerEmail: undefined,
  phone: undefined,
  signedIn: false,
  dealRating: null,
  similar: [],
};
