import {
  facetNames,
  listingCompleteness,
  type Car,
  type SearchAnswer,
  type SearchCar,
  type SellerCar,
} from '@second-gear/contract';
import type { ModelCar } from '../entities/car/api/model-cars';
import type { BookingPayment } from '../features/payments/api/booking-payment';
import { sam } from './auth';
import { jsonResponse } from './fetch';

/** A car as its seller and its model page see it, with `overrides`. */
export function carFixture(overrides: Partial<Car> = {}): Car {
  return {
    _id: 'car-1',
    productName: '2018 Toyota Camry SE',
    image: '/uploads/cars/camry-640.webp',
    model: 'Sedan',
    location: 'Austin',
    resalePrice: 12500,
    originalPrice: 24000,
    useYear: 3,
    purchaseYear: 2018,
    conditionType: 'Excellent',
    description: '',
    saleStatus: 'available',
    sellerName: 'Sam Lee',
    sellerEmail: sam.email,
    phone: '+1 512 555 0100',
    postTime: '10:15 AM',
    date: '3/5/2026',
    listedAt: '2026-03-05T10:15:00.000Z',
    dealer: null,
    make: 'Toyota',
    modelName: 'Camry',
    trim: 'SE',
    year: 2017,
    mileage: 61_200,
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'FWD',
    exteriorColor: 'white',
    vin: null,
    zip: '78701',
    priceHistory: [{ price: 12500, at: '2026-03-05T10:15:00.000Z' }],
    priceDrop: null,
    reservedUntil: null,
    images: ['/uploads/cars/camry-640.webp'],
    ...overrides,
  };
}

/** A car as its seller's list shows it: with its completeness, worked out as the server does. */
export function sellerCarFixture(overrides: Partial<Car> = {}): SellerCar {
  const car = carFixture(overrides);
  return { ...car, completeness: listingCompleteness(car) };
}

/** A car of a model page (GET /api/carModels/{model}), not reported unless `overrides` say so. */
export function modelCarFixture(overrides: Partial<ModelCar> = {}): ModelCar {
  return { ...carFixture(), reportedByYou: false, ...overrides };
}

/** A page of a model's cars, with the `Link` header of the next page when there is one. */
export function modelCarsPage(cars: ModelCar[], next?: string): Response {
  const response = jsonResponse(cars);
  if (next) response.headers.set('Link', `<${next}>; rel="next"`);
  return response;
}

/** Sam's unpaid booking of a car still for sale, as the payment page loads it (GET /api/bookingPayment/{id}). */
export const unpaidBookingFixture: BookingPayment = {
  _id: '4b0e1c52-2f38-4c55-9f63-0d8a4b7d2f10',
  productName: 'Honda Civic',
  productPrice: 12300,
  productImage: '/uploads/cars/civic-640.webp',
  carModel: 'Sedan',
  username: 'Sam Lee',
  email: sam.email,
  paymentStatus: 'unpaid',
  carSold: false,
  payable: true,
};

/** A car of the search results, with `overrides`. */
export function searchCarFixture(overrides: Partial<SearchCar> = {}): SearchCar {
  return {
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
    dealer: null,
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'FWD',
    exteriorColor: 'white',
    conditionType: 'Excellent',
    dealRating: { band: 'great', expectedPrice: 18_700, percent: -6.4, comparables: 9 },
    sellerRating: null,
    priceDrop: null,
    listedAt: '2026-03-05T10:15:00.000Z',
    reservedUntil: null,
    monthlyPayment: 319,
    ...overrides,
  };
}

/** An answer of the search API: one car, makes counted, no next page, with `overrides`. */
export function searchAnswerFixture(overrides: Partial<SearchAnswer> = {}): SearchAnswer {
  return {
    total: 1234,
    reservedCount: 0,
    cars: [searchCarFixture()],
    facets: {
      ...(Object.fromEntries(facetNames.map((name) => [name, []])) as unknown as SearchAnswer['facets']),
      make: [
        { value: 'Honda', count: 1200 },
        { value: 'Toyota', count: 34 },
      ],
    },
    next: null,
    finance: { apr: 7.9, termMonths: 60, downPercent: 10 },
    ...overrides,
  };
}
