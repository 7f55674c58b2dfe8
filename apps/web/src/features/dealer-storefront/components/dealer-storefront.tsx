import type { PublicDealer } from '@second-gear/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JsonLd } from '../../../components/ui/json-ld';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { dealerPath } from '../../../entities/dealer/dealer-path';
import { SellerRating } from '../../../entities/seller/components/seller-rating';
import { replyTimeWords } from '../../../entities/seller/reply-time-words';
import { ApiError } from '../../../lib/api-error';
import { usePageOrigin } from '../../../lib/page-origin';
import { usePublicDealer } from '../api/public-dealer';
import { dealerStructuredData } from './dealer-structured-data';
import { useT } from '../../../lib/i18n';
import { dealerStorefrontCatalogue } from '../i18n';

function PageHead({ dealer }: { dealer: PublicDealer }) {
  const t = useT(dealerStorefrontCatalogue);
  const origin = usePageOrigin();
  const url = `${origin}${dealerPath(dealer.slug)}`;
  const place = dealer.location
    ? t('head.place', { city: dealer.location.city, state: dealer.location.state })
    : dealer.zip;
  const title = t('head.title', { name: dealer.name, place });
  const description =
    dealer.rating !== null
      ? t('head.descriptionRated', {
          name: dealer.name,
          count: dealer.carCount,
          rating: dealer.rating,
          reviews: dealer.reviewCount,
        })
      : t('head.description', { name: dealer.name, count: dealer.carCount });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="business.business" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <JsonLd data={dealerStructuredData(dealer, url, origin)} />
    </>
  );
}

function Header({ dealer }: { dealer: PublicDealer }) {
  const t = useT(dealerStorefrontCatalogue);
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
      {dealer.logo ? (
        <StoredPhoto
          src={dealer.logo}
          sizes="128px"
          width={128}
          height={128}
          className="rounded-box bg-base-200 size-32 shrink-0 object-contain"
        />
      ) : null}
      <div className="min-w-0 space-y-3">
        <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{dealer.name}</h1>
        {dealer.rating !== null ? (
          <SellerRating rating={{ average: dealer.rating, count: dealer.reviewCount }} />
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-base-content/75">{t('address')}</dt>
          <dd>{dealer.address}</dd>
          <dt className="text-base-content/75">{t('phone')}</dt>
          <dd>
            <a href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`} className="link link-hover">
              {dealer.phone}
            </a>
          </dd>
          {dealer.hours ? (
            <>
              <dt className="text-base-content/75">{t('hours')}</dt>
              <dd className="whitespace-pre-line">{dealer.hours}</dd>
            </>
          ) : null}
          <dt className="text-base-content/75">{t('replies')}</dt>
          <dd>
            {dealer.replyTimeMinutes !== null
              ? t('replies.usually', { when: replyTimeWords(dealer.replyTimeMinutes) })
              : t('replies.unknown')}
          </dd>
          {dealer.rating === null ? (
            <>
              <dt className="text-base-content/75">{t('rating')}</dt>
              <dd>{t('rating.none')}</dd>
            </>
          ) : null}
        </dl>
        {dealer.about ? <p className="max-w-prose whitespace-pre-line">{dealer.about}</p> : null}
      </div>
    </header>
  );
}

/**
 * /dealers/{slug}: a dealership's storefront: who it is and how to reach it, what buyers said (`reviews`) and its cars
 * (`inventory`, the search scoped to it, passed in by the route).
 */
export function DealerStorefront({
  slug,
  reviews,
  inventory,
}: {
  slug: string;
  reviews: ReactNode;
  inventory: ReactNode;
}) {
  const t = useT(dealerStorefrontCatalogue);
  const dealer = usePublicDealer(slug);
  if (dealer.isPending) {
    return (
      <div className="min-h-dvh">
        <PulsingDots label={t('loading')} />
      </div>
    );
  }
  if (dealer.isError) {
    if (dealer.error instanceof ApiError && (dealer.error.status === 404 || dealer.error.status === 400)) {
      return (
        <div className="space-y-4 py-10 text-center">
          <title>{t('notFound.title')}</title>
          <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
          <Link to="/cars" className="btn btn-primary">
            {t('notFound.find')}
          </Link>
        </div>
      );
    }
    return <LoadFailed what={t('failed.what')} error={dealer.error} retry={() => void dealer.refetch()} />;
  }
  return (
    <article className="space-y-10">
      <PageHead dealer={dealer.data} />
      <Header dealer={dealer.data} />
      <section aria-labelledby="dealer-cars" className="space-y-4">
        <h2 id="dealer-cars" className="text-2xl font-bold">
          {t('cars.heading', { name: dealer.data.name })}
        </h2>
        {inventory}
      </section>
      <section aria-labelledby="dealer-reviews" className="max-w-3xl space-y-4">
        <h2 id="dealer-reviews" className="text-2xl font-bold">
          {t('reviews.heading')}
        </h2>
        {reviews}
      </section>
    </article>
  );
}
