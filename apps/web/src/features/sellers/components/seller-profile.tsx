import type { ListingPage, SellerProfile as Profile } from '@second-gear/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { JsonLd } from '../../../components/ui/json-ld';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { carPath } from '../../../entities/car/car-path';
import { useMyAccount } from '../../../entities/account/api/my-account';
import { useReportUser } from '../../../entities/report/api/report-user';
import { ReportDialog } from '../../../entities/report/report-dialog';
import { useAuth } from '../../../entities/session/auth-context';
import { SellerRating } from '../../../entities/seller/components/seller-rating';
import { sellerPath } from '../../../entities/seller/seller-path';
import { ApiError } from '../../../lib/api-error';
import { formatMileage, formatPrice } from '../../../lib/format';
import { usePageOrigin } from '../../../lib/page-origin';
import { useSellerListings } from '../api/seller-listings';
import { useSellerProfile } from '../api/seller-profile';
import { sellerStructuredData } from '../seller-structured-data';
import { replyTimeWords } from '../../../entities/seller/reply-time-words';
import { Pager } from '../../../components/ui/pager';
import { pageLocale, useT } from '../../../lib/i18n';
import { sellersCatalogue } from '../i18n';

/** "March 2024", the same on the server and in every browser (months have no time zone worth showing). */
const monthAndYear = (at: string) =>
  new Intl.DateTimeFormat(pageLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(at),
  );

function PageHead({ profile }: { profile: Profile }) {
  const t = useT(sellersCatalogue);
  const origin = usePageOrigin();
  const url = `${origin}${sellerPath(profile._id)}`;
  const title = t('head.title', { name: profile.name });
  const counts = { name: profile.name, sold: profile.soldCount, forSale: profile.listings.total };
  const description = profile.rating
    ? t('head.descriptionRated', {
        ...counts,
        average: profile.rating.average,
        count: profile.rating.count,
      })
    : t('head.description', counts);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="profile" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <JsonLd data={sellerStructuredData(profile, url, origin)} />
    </>
  );
}

function Listings({ profile }: { profile: Profile }) {
  const t = useT(sellersCatalogue);
  const [page, setPage] = useState(1);
  const later = useSellerListings(profile._id, page, page > 1);
  const shown: ListingPage = page === 1 ? profile.listings : (later.data ?? profile.listings);
  const pages = Math.ceil(shown.total / shown.pageSize);
  if (shown.total === 0) return <p className="text-base-content/75">{t('listings.none')}</p>;
  return (
    <div className="space-y-4">
      <ul aria-label={t('listings.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.listings.map((car) => (
          <li key={car._id} className="card border-base-300 bg-base-100 relative border">
            <StoredPhoto
              src={car.image}
              sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
              width={320}
              height={200}
              className="rounded-t-box aspect-[8/5] w-full object-cover"
            />
            <div className="card-body gap-1 p-4">
              <h3 className="font-semibold">
                <Link to={carPath(car._id)} className="link-hover after:absolute after:inset-0">
                  {car.productName}
                </Link>
              </h3>
              <p className="text-primary font-extrabold tabular-nums">{formatPrice(car.resalePrice)}</p>
              <p className="text-base-content/75 text-sm">
                {[car.year, car.mileage !== null ? formatMileage(car.mileage) : null, car.location]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {later.isError ? (
        <LoadFailed what={t('listings.what')} error={later.error} retry={() => void later.refetch()} />
      ) : null}
      <Pager
        label={t('listings.pages')}
        page={page}
        pages={pages}
        onPage={setPage}
        previous={t('listings.newer')}
        next={t('listings.older')}
      />
    </div>
  );
}

/** Report the seller to the moderators: for a signed-in reader other than the seller; once reported, it says so. */
function ReportSeller({ profile }: { profile: Profile }) {
  const t = useT(sellersCatalogue);
  const { user } = useAuth();
  const viewer = useMyAccount();
  const reportUser = useReportUser();
  const [reporting, setReporting] = useState(false);
  if (!user || !viewer.data || viewer.data._id === profile._id) return null;
  if (profile.reportedByYou)
    return (
      <button type="button" className="btn btn-sm btn-outline btn-disabled" aria-disabled="true">
        {t('report.reported', { name: profile.name })}
      </button>
    );
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline" onClick={() => setReporting(true)}>
        {t('report.report', { name: profile.name })}
      </button>
      {reporting ? (
        <ReportDialog
          title={t('report.report', { name: profile.name })}
          send={(details) => reportUser(profile._id, details)}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </>
  );
}

function ProfileDetails({ profile, reviews }: { profile: Profile; reviews: ReactNode }) {
  const t = useT(sellersCatalogue);
  return (
    <article className="mx-auto max-w-5xl space-y-8">
      <PageHead profile={profile} />
      <header className="space-y-3">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {profile.name}
          {profile.verified ? <VerifiedBadge /> : null}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-base-content/75">{t('memberSince')}</dt>
          <dd>{monthAndYear(profile.memberSince)}</dd>
          <dt className="text-base-content/75">{t('carsSold')}</dt>
          <dd className="tabular-nums">{profile.soldCount}</dd>
          <dt className="text-base-content/75">{t('replies')}</dt>
          <dd>
            {profile.replyTimeMinutes !== null
              ? t('replies.usually', { when: replyTimeWords(profile.replyTimeMinutes) })
              : t('replies.unknown')}
          </dd>
          <dt className="text-base-content/75">{t('rating')}</dt>
          <dd>{profile.rating ? <SellerRating rating={profile.rating} /> : t('rating.none')}</dd>
        </dl>
        <p className="text-base-content/75 text-sm">{profile.verified ? t('verified') : t('notVerified')}</p>
        <ReportSeller profile={profile} />
      </header>
      <section aria-labelledby="seller-reviews" className="space-y-4">
        <h2 id="seller-reviews" className="text-xl font-bold">
          {t('reviews.heading')}
        </h2>
        <p className="text-base-content/75 text-sm">{t('reviews.who')}</p>
        {reviews}
      </section>
      <section aria-labelledby="seller-cars" className="space-y-4">
        <h2 id="seller-cars" className="text-xl font-bold">
          {t('cars.heading')}
        </h2>
        <Listings profile={profile} />
      </section>
    </article>
  );
}

/** /sellers/{id}: who a seller is, how they answer, what buyers said and what they sell. `reviews` lists the reviews. */
export function SellerProfile({ id, reviews }: { id: string; reviews: ReactNode }) {
  const t = useT(sellersCatalogue);
  const profile = useSellerProfile(id);
  if (profile.isPending) {
    return (
      <div className="min-h-dvh">
        <PulsingDots label={t('loading')} />
      </div>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400)) {
      return (
        <div className="space-y-4 py-10 text-center">
          <title>{t('notFound.title')}</title>
          <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
          <Link to="/home" className="btn btn-primary">
            {t('notFound.home')}
          </Link>
        </div>
      );
    }
    return <LoadFailed what={t('failed.what')} error={profile.error} retry={() => void profile.refetch()} />;
  }
  return <ProfileDetails profile={profile.data} reviews={reviews} />;
}
