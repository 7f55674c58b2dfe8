import type { Offer, OfferState } from '@second-gear/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useOfferAction } from '../api/offers';
import { AmountForm } from './amount-form';

const stateWords: Record<OfferState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Countered',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

const stateBadges: Record<OfferState, string> = {
  open: 'badge-info',
  accepted: 'badge-success',
  declined: 'badge-error',
  countered: 'badge-ghost',
  withdrawn: 'badge-ghost',
  expired: 'badge-ghost',
};

/** Who made the offer, as the reader says it. */
function maker(offer: Offer) {
  if (offer.mine) return 'You';
  return offer.by === 'buyer' ? 'The buyer' : 'The seller';
}

/**
 * An offer as a card: its amount, who made it, its state and what the reader may do with it (the server's list of
 * actions). An accepted offer's buyer is led on to pay the agreed price.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const action = useOfferAction();
  const [countering, setCountering] = useState(false);
  const amount = formatPrice(offer.amount);
  const readerIsBuyer = offer.mine === (offer.by === 'buyer');
  const run = (name: 'accept' | 'decline' | 'withdraw') =>
    action.mutate({ offerId: offer._id, action: name });
  return (
    <article aria-label={`Offer of ${amount}`} className="card border-base-300 bg-base-100 max-w-md border">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">
            {maker(offer)} offered {amount}
          </h3>
          <span className={`badge ${stateBadges[offer.state]}`}>{stateWords[offer.state]}</span>
        </div>
        <p className="text-base-content/75 text-sm">
          Asking price {formatPrice(offer.askingPrice)} ·{' '}
          {offer.state === 'open' ? (
            <>
              open until <time dateTime={offer.expiresAt}>{formatDateTime(offer.expiresAt)}</time>
            </>
          ) : (
            <>
              made <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt)}</time>
            </>
          )}
        </p>
        {offer.state === 'accepted' && offer.bookingId && readerIsBuyer ? (
          <Link
            to={`/dashboard/payment/${encodeURIComponent(offer.bookingId)}`}
            className="btn btn-primary btn-sm"
          >
            Pay {amount}
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
                Accept {amount}
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
                Counter
              </button>
            ) : null}
            {offer.actions.includes('decline') ? (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={action.isPending}
                onClick={() => run('decline')}
              >
                Decline
              </button>
            ) : null}
            {offer.actions.includes('withdraw') ? (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={action.isPending}
                onClick={() => run('withdraw')}
              >
                Withdraw offer
              </button>
            ) : null}
          </div>
        ) : null}
        {countering && offer.actions.includes('counter') ? (
          <AmountForm
            name={`counter-${offer._id}`}
            label="Your counter-offer"
            submitLabel="Send counter-offer"
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
