import type { Offer, OfferState } from '@second-gear/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue, wordsOf } from '../../i18n';
import { useOfferAction } from '../api/offers';
import { AmountForm } from './amount-form';

const stateWords: Readonly<Record<OfferState, string>> = wordsOf({
  open: 'offer.state.open',
  accepted: 'offer.state.accepted',
  declined: 'offer.state.declined',
  countered: 'offer.state.countered',
  withdrawn: 'offer.state.withdrawn',
  expired: 'offer.state.expired',
});

const stateBadges: Record<OfferState, string> = {
  open: 'badge-info',
  accepted: 'badge-success',
  declined: 'badge-error',
  countered: 'badge-ghost',
  withdrawn: 'badge-ghost',
  expired: 'badge-ghost',
};

/** Who made the offer, as the reader says it. */
function maker(offer: Offer): 'you' | 'buyer' | 'seller' {
  if (offer.mine) return 'you';
  return offer.by;
}

/**
 * An offer as a card: its amount, who made it, its state and what the reader may do with it (the server's list of
 * actions). An accepted offer's buyer is led on to pay the agreed price.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const t = useT(entitiesCatalogue);
  const action = useOfferAction();
  const [countering, setCountering] = useState(false);
  const amount = formatPrice(offer.amount);
  const readerIsBuyer = offer.mine === (offer.by === 'buyer');
  const run = (name: 'accept' | 'decline' | 'withdraw') =>
    action.mutate({ offerId: offer._id, action: name });
  return (
    <article
      aria-label={t('offer.label', { amount })}
      className="card border-base-300 bg-base-100 max-w-md border"
    >
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{t('offer.heading', { maker: maker(offer), amount })}</h3>
          <span className={`badge ${stateBadges[offer.state]}`}>{stateWords[offer.state]}</span>
        </div>
        <p className="text-base-content/75 text-sm">
          {offer.state === 'open'
            ? t.rich('offer.openUntil', {
                price: formatPrice(offer.askingPrice),
                moment: formatDateTime(offer.expiresAt),
                time: (chunks) => <time dateTime={offer.expiresAt}>{chunks}</time>,
              })
            : t.rich('offer.made', {
                price: formatPrice(offer.askingPrice),
                moment: formatDateTime(offer.createdAt),
                time: (chunks) => <time dateTime={offer.createdAt}>{chunks}</time>,
              })}
        </p>
        {offer.state === 'accepted' && offer.bookingId && readerIsBuyer ? (
          <Link
            to={`/dashboard/payment/${encodeURIComponent(offer.bookingId)}`}
            className="btn btn-primary btn-sm"
          >
            {t('offer.pay', { amount })}
          </Link>
        ) : null}
        {offer.actions.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {offer.actions.includes('accept') ? (
              <button
                type="button"
                className="btn btn-success btn-sm"
                disabled={action.isPending}
                onClick={() => run('accept')}
              >
                {t('offer.accept', { amount })}
              </button>
            ) : null}
            {offer.actions.includes('counter') ? (
              <button
                type="button"
                className="btn btn-sm"
                aria-expanded={countering}
                disabled={action.isPending}
                onClick={() => setCountering(!countering)}
              >
                {t('offer.counter')}
              </button>
            ) : null}
            {offer.actions.includes('decline') ? (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={action.isPending}
                onClick={() => run('decline')}
              >
                {t('offer.decline')}
              </button>
            ) : null}
            {offer.actions.includes('withdraw') ? (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={action.isPending}
                onClick={() => run('withdraw')}
              >
                {t('offer.withdraw')}
              </button>
            ) : null}
          </div>
        ) : null}
        {countering && offer.actions.includes('counter') ? (
          <AmountForm
            name={`counter-${offer._id}`}
            label={t('offer.counterLabel')}
            submitLabel={t('offer.sendCounter')}
            pending={action.isPending}
            error={action.isError ? messageOf(action.error) : undefined}
            onSubmit={(counter) =>
              action.mutate(
                { offerId: offer._id, action: 'counter', amount: counter },
                { onSuccess: () => setCountering(false) },
              )
            }
          />
        ) : action.isError ? (
          <p role="alert" className="text-error text-sm font-medium">
            {messageOf(action.error)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
