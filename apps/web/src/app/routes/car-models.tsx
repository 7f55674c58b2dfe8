import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { myAccountQueryOptions } from '../../entities/account/api/my-account';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { modelCarsQueryOptions } from '../../entities/car/api/model-cars';
import { ModelCars } from '../../features/buying/components/model-cars';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { MessageSeller } from '../../features/messages/components/message-seller';

/**
 * Loads the first page of the model's cars before the page shows (a failure is the route's error page). It waits
 * for the session first: a visitor who is not signed in gets nothing loaded, and the route's sign-in guard then
 * sends them to /login, keeping where they were going.
 */
export function modelCarsLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (!user) return null;
    // The booking form's phone, ready by the time Book is pressed; not waited for.
    void queryClient.prefetchQuery(myAccountQueryOptions(user.email));
    await queryClient.ensureInfiniteQueryData(modelCarsQueryOptions(params.model ?? ''));
    return null;
  };
}

/** /carModels/{model}: the cars of one model, to book or report (signed-in users; guarded by its parent route). */
export function ModelCarsPage() {
  const { model = '' } = useParams();
  return (
    <>
      <DocumentTitle page={model} />
      <ModelCars model={model} FavoriteButton={FavoriteButton} MessageSeller={MessageSeller} />
    </>
  );
}
