import { MoreCars } from '../../../entities/car/components/more-cars';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useWhenVisible } from '../../../lib/use-when-visible';
import { useModelCars, type ModelCar } from '../../../entities/car/api/model-cars';
import type { FavoriteButtonWidget, MessageSellerWidget } from '../../../entities/car/car-widgets';
import { ReportDialog } from '../../../entities/report/report-dialog';
import { useReportCar } from '../api/report-car';
import { BookingDialog } from './booking-dialog';
import { CarCard } from './car-card';
import { useT } from '../../../lib/i18n';
import { buyingCatalogue } from '../i18n';

function ModelBanner({ model }: { model: string }) {
  const t = useT(buyingCatalogue);
  return (
    <div className="space-y-3">
      <nav aria-label={t('model.breadcrumb')} className="breadcrumbs p-0 text-sm">
        <ul>
          <li>
            <Link to="/home" className="link link-hover">
              {t('model.home')}
            </Link>
          </li>
          <li aria-current="page">{model}</li>
        </ul>
      </nav>
      <div className="rounded-box from-neutral to-primary text-neutral-content bg-linear-to-r px-6 py-10 sm:px-10 sm:py-14">
        <p className="text-sm font-semibold tracking-widest uppercase">{t('model.eyebrow')}</p>
        <h1 className="mt-1 text-4xl font-extrabold tracking-tight break-words sm:text-5xl">{model}</h1>
        <p className="mt-3 max-w-xl">{t('model.intro', { model })}</p>
      </div>
    </div>
  );
}

/**
 * The cars of one model, which the route's loader has fetched before this shows: a banner, the cars with Book and
 * Report, and more cars as the visitor reaches the end (or presses "Load more"). The route passes in the heart and
 * "Message seller" of each card.
 */
export function ModelCars({
  model,
  FavoriteButton,
  MessageSeller,
}: {
  model: string;
  FavoriteButton: FavoriteButtonWidget;
  MessageSeller: MessageSellerWidget;
}) {
  const t = useT(buyingCatalogue);
  const query = useModelCars(model);
  const report = useReportCar();
  const [booking, setBooking] = useState<ModelCar | null>(null);
  const [reporting, setReporting] = useState<ModelCar | null>(null);
  // The first of the cars that "Load more" asked for, whose name takes focus once it shows.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, error } = query;
  const cars = query.data?.pages.flatMap((page) => page.data) ?? [];
  // Never more than one call at a time, and no calling again by itself after a failure: "Load more" retries.
  const autoLoad = hasNextPage && !isFetching && !isFetchNextPageError;
  const loadOnView = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const sentinel = useWhenVisible<HTMLDivElement>(loadOnView, { enabled: autoLoad });

  function loadMore() {
    setFocusFrom(cars.length);
    void fetchNextPage();
  }

  const shownModel = cars[0]?.model ?? model;

  return (
    <div className="space-y-8">
      <ModelBanner model={shownModel} />

      {query.isPending ? (
        <PulsingDots label={t('model.loading', { model })} />
      ) : !query.data ? (
        // Only when nothing is shown yet: a failure with cars shown (the next page, a refresh) leaves them in place.
        <LoadFailed what={t('model.failedWhat')} error={error} retry={() => void query.refetch()} />
      ) : cars.length === 0 ? (
        <div className="rounded-box border-base-300 space-y-4 border border-dashed p-8 text-center">
          <p className="text-lg">{t('model.empty')}</p>
          <Link to="/home" className="btn btn-primary">
            {t('model.browse')}
          </Link>
        </div>
      ) : (
        <section aria-label={t('model.sectionLabel', { model: shownModel })} className="space-y-6">
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {cars.map((car, index) => (
              <li key={car._id}>
                <CarCard
                  car={car}
                  onBook={setBooking}
                  onReport={setReporting}
                  focusOnShow={index === focusFrom}
                  FavoriteButton={FavoriteButton}
                  MessageSeller={MessageSeller}
                />
              </li>
            ))}
          </ul>

          <div ref={sentinel} aria-hidden="true" />
          <p aria-live="polite" className="sr-only">
            {t('model.showing', { count: cars.length })}
          </p>
          <MoreCars
            pages={query}
            label={t('model.loadMore')}
            onMore={loadMore}
            end={
              cars.length > 0 && (query.data?.pages.length ?? 0) > 1 ? (
                <p className="text-base-content/75 text-center">{t('model.end', { count: cars.length })}</p>
              ) : null
            }
          />
        </section>
      )}

      {booking ? <BookingDialog car={booking} onClose={() => setBooking(null)} /> : null}
      {reporting ? (
        <ReportDialog
          title={t('model.reportTitle', { name: reporting.productName })}
          send={(details) => report.mutateAsync({ car: reporting, details })}
          onClose={() => setReporting(null)}
          returnFocus={() =>
            document.querySelector<HTMLElement>(
              `[aria-label="${CSS.escape(t('card.reportedLabel', { name: reporting.productName }))}"]`,
            )
          }
        />
      ) : null}
    </div>
  );
}
