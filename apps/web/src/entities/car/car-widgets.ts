import type { FinancingTerms } from '@second-gear/contract';
import type { ComponentType } from 'react';

/**
 * A car's favourites heart, shown by cards and pages of other features. They take it as a prop and the route passes
 * in the favourites feature's, so that no feature imports another.
 */
export type FavoriteButtonWidget = ComponentType<{
  carId: string;
  carName: string;
  sold: boolean;
  /** A round heart without words, laid over a car card's photo. */
  compact?: boolean;
}>;

/** "Book a test drive" under a car for sale, passed in by the route as the heart is. */
export type TestDriveWidget = ComponentType<{
  car: { _id: string; productName: string; sellerEmail?: string | undefined };
}>;

/** "Message seller" under a car for sale, passed in by the route as the heart is. */
export type MessageSellerWidget = ComponentType<{
  car: { _id: string; productName: string; sellerEmail?: string | undefined };
}>;

/** The car "Make an offer" is about. */
export interface OfferedCar {
  _id: string;
  productName: string;
  resalePrice: number;
  sellerEmail?: string | undefined;
}

/** "Make an offer" under a car for sale, passed in by the route as the heart is. */
export type MakeOfferWidget = ComponentType<{ car: OfferedCar }>;

/** A listing's headline numbers on the seller's own rows (views, saves, messages), passed in by the route. */
export type ListingNumbersWidget = ComponentType<{ car: { _id: string; productName: string } }>;

/** "Est. $319/mo" on a car card: the server's estimated monthly payment, passed in by the route. */
export type MonthlyEstimateWidget = ComponentType<{ payment: number }>;

/** The car page's monthly-payment calculator, passed in by the route. */
export type PaymentCalculatorWidget = ComponentType<{
  car: { resalePrice: number; monthlyPayment: number; finance: FinancingTerms };
}>;
