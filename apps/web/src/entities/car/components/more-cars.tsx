import type { ReactNode } from 'react';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';

interface MoreCarsProps {
  /** Where the list's next page stands (react-query's infinite query). */
  pages: {
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    hasNextPage: boolean;
    error: Error | null;
  };
  /** The button's words while there are more ("Load more cars"). */
  label: string;
  /** Asks for the next page; not called while one is on its way. */
  onMore: () => void;
  /** Shown once there are no more pages. */
  end: ReactNode;
}

/** Under a list of cars read a page at a time: the next page loading, why it failed, or the button for it. */
export function MoreCars({ pages, label, onMore, end }: MoreCarsProps) {
  const t = useT(entitiesCatalogue);
  const { isFetchingNextPage, isFetchNextPageError, hasNextPage, error } = pages;
  return (
    <>
      {isFetchingNextPage ? <PulsingDots label={t('car.loadingMore')} /> : null}
      <RequestProblem error={isFetchNextPageError ? error : null} lead={t('car.moreFailed')} />
      {hasNextPage ? (
        <div className="flex justify-center">
          <button
            type="button"
            className="btn btn-outline btn-wide"
            aria-disabled={isFetchingNextPage || undefined}
            onClick={() => {
              if (!isFetchingNextPage) onMore();
            }}
          >
            {isFetchNextPageError ? t('car.tryAgain') : label}
          </button>
        </div>
      ) : (
        end
      )}
    </>
  );
}
