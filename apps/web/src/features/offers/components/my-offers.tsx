import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useMyOffers } from '../../../entities/offer/api/offers';
import { OfferCard } from '../../../entities/offer/components/offer-card';
import { useAuth } from '../../../entities/session/auth-context';
import { useT } from '../../../lib/i18n';
import { offersCatalogue } from '../i18n';

/** The buyer's offers, newest first, each with its car, its state and what the buyer may do. */
export function MyOffers() {
  const t = useT(offersCatalogue);
  const { user } = useAuth();
  const offers = useMyOffers(user !== null);
  if (offers.isPending) return <PulsingDots label={t('mine.loading')} />;
  if (offers.isError)
    return (
      <LoadFailed what={t('mine.failedWhat')} error={offers.error} retry={() => void offers.refetch()} />
    );
  if (offers.data.length === 0) return null;
  return (
    <section aria-labelledby="my-offers" className="max-w-5xl space-y-3">
      <h2 id="my-offers" className="text-2xl font-bold">
        {t('mine.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {offers.data.map((offer) => (
          <li key={offer._id} className="space-y-1">
            <p className="font-semibold">{offer.carName}</p>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
