import { facetNames, type CarPage, type SearchAnswer } from '@second-gear/contract';
import { carFixture, searchCarFixture } from './cars';

/** The API's answers the search page and a car page are first drawn from, as the server hands them to the renderer. */
export const searchAnswer: SearchAnswer = {
  total: 31,
  cars: [searchCarFixture()],
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
