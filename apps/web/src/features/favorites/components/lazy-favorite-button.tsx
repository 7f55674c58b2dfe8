import { lazy, Suspense, type ComponentProps } from 'react';
import type { FavoriteButton as EagerFavoriteButton } from './favorite-button';

const FavoriteButton = lazy(() =>
  import('./favorite-button').then((module) => ({ default: module.FavoriteButton })),
);

/**
 * The heart, loaded once a card shows it: Home reads its cars without the API client, and its first scripts stay
 * without it (and zod) too.
 */
export function LazyFavoriteButton(props: ComponentProps<typeof EagerFavoriteButton>) {
  return (
    <Suspense fallback={null}>
      <FavoriteButton {...props} />
    </Suspense>
  );
}
