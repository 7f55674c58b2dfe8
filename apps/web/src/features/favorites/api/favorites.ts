import { deletedAnswer, favorite, favoriteList, type Favorite } from '@second-gear/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/auth-context';
import { useIsBuyer } from '../../../entities/session/api/is-buyer';

/** Every favourites answer is cached under this key: a save or removal anywhere refreshes them all. */
export const favoritesQueryKey = ['favorites'] as const;

/** GET /api/favorites: the buyer's saved cars, the latest saved first. */
export function favoritesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...favoritesQueryKey, email],
    queryFn: ({ signal }) => apiRequest('/favorites', favoriteList, { auth: true, signal }),
  });
}

/** The signed-in buyer's saved cars; nothing is asked for anyone else. */
export function useFavorites() {
  const { user } = useAuth();
  const [isBuyer] = useIsBuyer();
  return useQuery({ ...favoritesQueryOptions(user?.email ?? ''), enabled: user !== null && isBuyer });
}

export const saveFavorite = (carId: string) =>
  apiRequest(`/favorites/${encodeURIComponent(carId)}`, favorite, { method: 'PUT', auth: true });
export const forgetFavorite = (carId: string) =>
  apiRequest(`/favorites/${encodeURIComponent(carId)}`, deletedAnswer, { method: 'DELETE', auth: true });

/** Saves or forgets a car, then reads the list again (the server decides the price it was saved at). */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, saved }: { carId: string; saved: boolean }): Promise<Favorite | unknown> =>
      saved ? forgetFavorite(carId) : saveFavorite(carId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
