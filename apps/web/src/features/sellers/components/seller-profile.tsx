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

/** What "verified" means here, in words: how the badge is given. */
export const verifiedMeaning =
  'Verified: a Second Gear administrator checked this seller and marked their account verified.';

/** "March 2024", the same on the server and in every browser (months have no time zone worth showing). */
const monthAndYear = (at: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(at));

function PageHead({ profile }: { profile: Profile }) {
  const origin = usePageOrigin();
  const url = `${origin}${sellerPath(profile._id)}`;
  const title = `${profile.name}, seller on Second Gear`;
  const description = `${profile.name} sells used cars on Second Gear: ${profile.soldCount} sold, ${profile.listings.total} for sale${
    profile.rating
      ? `, rated ${profile.rating.average.toFixed(1)} of 5 by ${profile.rating.count} buyers`
      : ''
  }.`;
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
  const [page, setPage] = useState(1);
  const later = useSellerListings(profile._id, page, page > 1);
  const shown: ListingPage = page === 1 ? profile.listings : (later.data ?? profile.listings);
  const pages = Math.ceil(shown.total / shown.pageSize);
  if (shown.total === 0) return <p className="text-base-content/75">No cars for sale right now.</p>;
  return (
    <div className="space-y-4">
      <ul aria-label="Cars for sale" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
        <LoadFailed what="These cars" error={later.error} retry={() => void later.refetch()} />
      ) : null}
      <Pager
        label="Pages of cars for sale"
        page={page}
        pages={pages}
        onPage={setPage}
        previous="Newer cars"
        next="Older cars"
      />
    </div>
  );
}

/** Report the seller to the moderators: for a signed-in reader other than the seller; once reported, it says so. */
function ReportSeller({ profile }: { profile: Profile }) {
  const { user } = useAuth();
  const viewer = useMyAccount();
  const reportUser = useReportUser();
  const [reporting, setReporting] = useState(false);
  if (!user || !viewer.data || viewer.data._id === profile._id) return null;
  if (profile.reportedByYou)
    return (
      <button type="button" className="btn btn-sm btn-outline btn-disabled" aria-disabled="true">
        Reported {profile.name}
      </button>
    );
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline" onClick={() => setReporting(true)}>
        Report {profile.name}
      </button>
      {reporting ? (
        <ReportDialog
          title={`Report ${profile.name}`}
          send={(details) => reportUser(profile._id, details)}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </>
  );
}

function ProfileDetails({ profile, reviews }: { profile: Profile; reviews: ReactNode }) {
  return (
    <article className="mx-auto max-w-5xl space-y-8">
      <PageHead profile={profile} />
      <header className="space-y-3">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {profile.name}
          {profile.verified ? <VerifiedBadge /> : null}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-base-content/75">Member since</dt>
          <dd>{monthAndYear(profile.memberSince)}</dd>
          <dt className="text-base-content/75">Cars sold</dt>
          <dd className="tabular-nums">{profile.soldCount}</dd>
          <dt className="text-base-content/75">Replies</dt>
          <dd>
            {profile.replyTimeMinutes !== null
              ? `Usually replies ${replyTimeWords(profile.replyTimeMinutes)}`
              : 'Not enough recent conversations to tell'}
          </dd>
          <dt className="text-base-content/75">Rating</dt>
          <dd>
            {profile.rating ? (
              <SellerRating rating={profile.rating} />
            ) : (
              'Not enough reviews yet for a rating (it shows from 3)'
            )}
          </dd>
        </dl>
        <p className="text-base-content/75 text-sm">
          {profile.verified
            ? verifiedMeaning
            : 'Not verified: no administrator has checked this seller yet. Verified sellers show a blue tick.'}
        </p>
        <ReportSeller profile={profile} />
      </header>
      <section aria-labelledby="seller-reviews" className="space-y-4">
        <h2 id="seller-reviews" className="text-xl font-bold">
          Reviews from buyers
        </h2>
        <p className="text-base-content/75 text-sm">
          Only buyers who paid this seller for a car can review them.
        </p>
        {reviews}
      </section>
      <section aria-labelledby="seller-cars" className="space-y-4">
        <h2 id="seller-cars" className="text-xl font-bold">
          Cars for sale
        </h2>
        <Listings profile={profile} />
      </section>
    </article>
  );
}

/** /sellers/{id}: who a seller is, how they answer, what buyers said and what they sell. `reviews` lists the reviews. */
export function SellerProfile({ id, reviews }: { id: string; reviews: ReactNode }) {
  const profile = useSellerProfile(id);
  if (profile.isPending) {
    return (
      <div className="min-h-dvh">
        <PulsingDots label="Loading the seller" />
      </div>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400)) {
      return (
        <div className="space-y-4 py-10 text-center">
          <title>Seller not found — Second Gear</title>
          <h1 className="text-2xl font-bold">There is no such seller.</h1>
          <Link to="/home" className="btn btn-primary">
            Back to Home
          </Link>
        </div>
      );
    }
    return <LoadFailed what="This seller" error={profile.error} retry={() => void profile.refetch()} />;
  }
  return <ProfileDetails profile={profile.data} reviews={reviews} />;
}
