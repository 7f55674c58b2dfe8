import { lazy, Suspense, type ComponentProps } from 'react';
import { useAuth } from '../../../entities/session/auth-context';
import type { FavoriteButton as EagerFavoriteButton } from './favorite-button';
import { VisitorHeart } from './visitor-heart';

const FavoriteButton = lazy(() =>
  import('./favorite-button').then((module) => ({ default: module.FavoriteButton })),
);

/**
 * The heart for pages whose first scripts stay without the API client (and zod), such as Home: a visitor gets the
 * light heart that only asks to sign in; a signed-in user's, which reads their saved cars, loads once shown.
 */
export function LazyFavoriteButton(props: ComponentProps<typeof EagerFavoriteButton>) {
  const { user, loading } = useAuth();
  if (loading || (props.sold && !user)) return null;
  if (!user) return <VisitorHeart carId={props.carId} carName={props.carName} compact={props.compact} />;
  return (
    <Suspense fallback={null}>
      <FavoriteButton {...props} />
    </Suspense>
  );
}
