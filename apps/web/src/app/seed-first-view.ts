import { carPage, searchAnswer, sellerProfile } from '@second-gear/contract';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey, userOfSession } from '../features/auth/api/get-session';
import { carPageQueryOptions } from '../entities/car/api/car-page';
import { sellerReviewsQueryOptions } from '../features/reviews/api/seller-reviews';
import { sellerProfileQueryOptions } from '../features/sellers/api/seller-profile';
import { searchCarsQueryOptions } from '../features/search/api/search-cars';
import { readSearchAddress } from '../entities/search-query/search-state';
import type { FirstViewData } from './first-view-data';

/**
 * Puts the answer a first view was rendered from into `queryClient` under the key the page reads, parsed with the
 * contract as the page's own call would be, and the session the server saw, so the page is drawn for who is signed in.
 * The server asked for the car as a visitor: a signed-in visitor's page has it at once and asks again for the
 * seller's contact.
 */
export function seedFirstView(queryClient: QueryClient, data: FirstViewData): void {
  const user = data.session === undefined ? undefined : userOfSession(data.session);
  if (user !== undefined) queryClient.setQueryData(sessionQueryKey, user);
  if (data.page === 'search') {
    const { queryKey } = searchCarsQueryOptions(readSearchAddress(data.search).query);
    queryClient.setQueryData(queryKey, { pages: [searchAnswer.parse(data.answer)], pageParams: [null] });
  } else if (data.page === 'seller') {
    // The profile's answer carries the first page of reviews, which the reviews list reads under its own key. It was
    // read as a visitor: a signed-in reader's copy is out of date at once (what they reported), and read again.
    const profile = sellerProfile.parse(data.answer);
    const updatedAt = user ? 0 : undefined;
    queryClient.setQueryData(sellerProfileQueryOptions(data.id).queryKey, profile, { updatedAt });
    queryClient.setQueryData(sellerReviewsQueryOptions(data.id, 1).queryKey, profile.reviews, { updatedAt });
  } else {
    const car = carPage.parse(data.answer);
    queryClient.setQueryData(carPageQueryOptions(data.id, null).queryKey, car);
    // Already out of date for a signed-in visitor: read again as them once the page is taken over.
    if (user)
      queryClient.setQueryData(carPageQueryOptions(data.id, user.email).queryKey, car, { updatedAt: 0 });
  }
}
