import { carPage, searchAnswer } from '@second-gear/contract';
import type { QueryClient } from '@tanstack/react-query';
import { carPageQueryOptions } from '../entities/car/api/car-page';
import { searchCarsQueryOptions } from '../features/search/api/search-cars';
import { readSearchAddress } from '../entities/search-query/search-state';
import type { FirstViewData } from './first-view-data';

/**
 * Puts the answer a first view was rendered from into `queryClient` under the key the page reads, parsed with the
 * contract as the page's own call would be. The session is unknown while React takes the view over, so the car page is
 * a visitor's; a signed-in visitor's page asks again once the session is known.
 */
export function seedFirstView(queryClient: QueryClient, data: FirstViewData): void {
  if (data.page === 'search') {
    const { queryKey } = searchCarsQueryOptions(readSearchAddress(data.search).query);
    queryClient.setQueryData(queryKey, { pages: [searchAnswer.parse(data.answer)], pageParams: [null] });
  } else {
    queryClient.setQueryData(carPageQueryOptions(data.id, null).queryKey, carPage.parse(data.answer));
  }
}
