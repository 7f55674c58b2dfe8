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

function PageHead({ dealer }: { dealer: PublicDealer }) {
  const origin = usePageOrigin();
  const url = `${origin}${dealerPath(dealer.slug)}`;
  const title = `${dealer.name}, used cars in ${dealer.location ? `${dealer.location.city}, ${dealer.location.state}` : dealer.zip} — Second Gear`;
  const description = `${dealer.name} sells ${dealer.carCount} used ${dealer.carCount === 1 ? 'car' : 'cars'} on Second Gear${
    dealer.rating !== null ? `, rated ${dealer.rating.toFixed(1)} of 5 by ${dealer.reviewCount} buyers` : ''
  }.`;
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
          <dt className="text-base-content/75">Address</dt>
          <dd>{dealer.address}</dd>
          <dt className="text-base-content/75">Phone</dt>
          <dd>
            <a href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`} className="link link-hover">
              {dealer.phone}
            </a>
          </dd>
          {dealer.hours ? (
            <>
              <dt className="text-base-content/75">Opening hours</dt>
              <dd className="whitespace-pre-line">{dealer.hours}</dd>
            </>
          ) : null}
          <dt className="text-base-content/75">Replies</dt>
          <dd>
            {dealer.replyTimeMinutes !== null
              ? `Usually replies ${replyTimeWords(dealer.replyTimeMinutes)}`
              : 'Not enough recent conversations to tell'}
          </dd>
          {dealer.rating === null ? (
            <>
              <dt className="text-base-content/75">Rating</dt>
              <dd>Not enough reviews yet for a rating</dd>
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
  const dealer = usePublicDealer(slug);
  if (dealer.isPending) {
    return (
      <div className="min-h-dvh">
        <PulsingDots label="Loading the dealership" />
      </div>
    );
  }
  if (dealer.isError) {
    if (dealer.error instanceof ApiError && (dealer.error.status === 404 || dealer.error.status === 400)) {
      return (
        <div className="space-y-4 py-10 text-center">
          <title>Dealership not found — Second Gear</title>
          <h1 className="text-2xl font-bold">There is no such dealership.</h1>
          <Link to="/cars" className="btn btn-primary">
            Find a car
          </Link>
        </div>
      );
    }
    return <LoadFailed what="This dealership" error={dealer.error} retry={() => void dealer.refetch()} />;
  }
  return (
    <article className="space-y-10">
      <PageHead dealer={dealer.data} />
      <Header dealer={dealer.data} />
      <section aria-labelledby="dealer-cars" className="space-y-4">
        <h2 id="dealer-cars" className="text-2xl font-bold">
          Cars for sale at {dealer.data.name}
        </h2>
        {inventory}
      </section>
      <section aria-labelledby="dealer-reviews" className="max-w-3xl space-y-4">
        <h2 id="dealer-reviews" className="text-2xl font-bold">
          Reviews from buyers
        </h2>
        {reviews}
      </section>
    </article>
  );
}
