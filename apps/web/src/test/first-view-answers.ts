import type { CarPage, SellerProfile } from '@second-gear/contract';
import { carFixture, searchAnswerFixture } from './cars';

/** The API's answers the search page and a car page are first drawn from, as the server hands them to the renderer. */
export const searchAnswer = searchAnswerFixture({ total: 31, next: 'signed-cursor' });

export const carAnswer: CarPage = {
  ...carFixture({ images: ['/uploads/cars/camry-640.webp', '/uploads/cars/camry-2-640.webp'] }),
  sellerEmail: undefined,
  phone: undefined,
  signedIn: false,
  reportedByYou: false,
  replyTimeMinutes: null,
  dealRating: null,
  sellerRating: null,
  similar: [],
  monthlyPayment: 319,
  finance: { apr: 7.9, termMonths: 60, downPercent: 10 },
};

/** A seller's profile as GET /api/sellers/{id} answers it. */
export const sellerAnswer: SellerProfile = {
  _id: 'seller-1',
  name: 'Dana Motors',
  memberSince: '2024-03-09T10:00:00.000Z',
  verified: true,
  replyTimeMinutes: 95,
  rating: { average: 4.7, count: 3 },
  soldCount: 4,
  listings: { listings: [], total: 0, page: 1, pageSize: 10 },
  reviews: {
    reviews: [
      {
        _id: 'review-1',
        sellerId: 'seller-1',
        buyerId: 'buyer-1',
        buyerName: 'Sam Lee',
        carName: '2018 Toyota Camry SE',
        rating: 5,
        text: 'Straight answers </script> and a clean car.',
        createdAt: '2026-03-02T15:00:00.000Z',
        editedAt: null,
        reply: null,
        reportedByYou: false,
      },
    ],
    total: 3,
    page: 1,
    pageSize: 10,
  },
  reportedByYou: false,
};
