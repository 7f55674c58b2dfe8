import type { CarPage } from '@second-gear/contract';
import { carFixture, searchAnswerFixture } from './cars';

/** The API's answers the search page and a car page are first drawn from, as the server hands them to the renderer. */
export const searchAnswer = searchAnswerFixture({ total: 31, next: 'signed-cursor' });

export const carAnswer: CarPage = {
  ...carFixture({ images: ['/uploads/cars/camry-640.webp', '/uploads/cars/camry-2-640.webp'] }),
  sellerEmail: undefined,
  phone: undefined,
  signedIn: false,
  dealRating: null,
  sellerRating: null,
  similar: [],
};
