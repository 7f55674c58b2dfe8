import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { messageOf } from '../../../lib/api-error';
import { useConversationOffers, useMakeOffer } from '../../../entities/offer/api/offers';
import { AmountForm } from '../../../entities/offer/components/amount-form';
import { OfferCard } from '../../../entities/offer/components/offer-card';
import { useT } from '../../../lib/i18n';
import { offersCatalogue } from '../i18n';

/** A conversation's offers as cards, oldest first, and a form for a new one while none is open. */
export function ConversationOffers({ conversationId }: { conversationId: string }) {
  const t = useT(offersCatalogue);
  const offers = useConversationOffers(conversationId);
  const make = useMakeOffer();
  if (offers.isPending) return <PulsingDots label={t('loading')} />;
  if (offers.isError)
    return <LoadFailed what={t('failedWhat')} error={offers.error} retry={() => void offers.refetch()} />;
  const open = offers.data.some((offer) => offer.state === 'open');
  return (
    <section aria-label={t('label')} className="space-y-3">
      {offers.data.length > 0 ? (
        <ol className="space-y-3">
          {offers.data.map((offer) => (
            <li key={offer._id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ol>
      ) : null}
      {open ? null : (
        <details className="rounded-box border-base-300 border p-3">
          <summary className="cursor-pointer font-medium">{t('make')}</summary>
          <div className="pt-2">
            <AmountForm
              name="offer"
              label={t('yourOffer')}
              submitLabel={t('send')}
              pending={make.isPending}
              error={make.isError ? messageOf(make.error) : undefined}
              onSubmit={(amount) => make.mutate({ conversationId, amount })}
            />
          </div>
        </details>
      )}
    </section>
  );
}
