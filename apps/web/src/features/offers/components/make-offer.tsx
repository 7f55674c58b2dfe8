import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { messageOf } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format';
import type { OfferedCar as Car } from '../../../entities/car/car-widgets';
import { useMakeOffer } from '../../../entities/offer/api/offers';
import { AmountForm } from '../../../entities/offer/components/amount-form';
import { SignedInAction } from '../../../entities/session/components/signed-in-action';
import { useT } from '../../../lib/i18n';
import { offersCatalogue } from '../i18n';

/**
 * "Make an offer" on a car's page: an amount for its seller, which opens the conversation where the offer waits for
 * an answer. A visitor is asked to sign in first; a seller's own car has no such button (the server refuses it too).
 */
export function MakeOffer({ car }: { car: Car }) {
  const t = useT(offersCatalogue);
  return (
    <SignedInAction
      label={t('make')}
      sellerEmail={car.sellerEmail}
      dialog={(close) => <OfferDialog car={car} onClose={close} />}
    />
  );
}

function OfferDialog({ car, onClose }: { car: Car; onClose: () => void }) {
  const t = useT(offersCatalogue);
  const make = useMakeOffer();
  const navigate = useNavigate();
  return (
    <Dialog
      title={t('dialogTitle', { name: car.productName })}
      onClose={onClose}
      closable={!make.isPending}
      description={t('dialogDescription', { price: formatPrice(car.resalePrice) })}
      actions={
        <button type="button" className="btn" onClick={onClose} disabled={make.isPending}>
          {t('cancel')}
        </button>
      }
    >
      <AmountForm
        name="offer"
        label={t('yourOffer')}
        submitLabel={t('send')}
        pending={make.isPending}
        error={make.isError ? messageOf(make.error) : undefined}
        onSubmit={(amount) =>
          make.mutate(
            { carId: car._id, amount },
            { onSuccess: (offer) => void navigate(`/dashboard/messages/${offer.conversationId}`) },
          )
        }
      />
    </Dialog>
  );
}
