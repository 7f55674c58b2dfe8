import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { FormTextField, PhoneField, ReadOnlyField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { RequestProblem } from '../../../components/ui/request-problem';
import { DialogFormActions } from '../../../components/ui/submit-button';
import { formatPrice } from '../../../lib/format';
import { useMyAccount } from '../../../entities/account/api/my-account';
import { useAuth } from '../../../entities/session/auth-context';
import { useBookCar } from '../api/book-car';
import type { ModelCar } from '../../../entities/car/api/model-cars';
import { bookingForm } from '../booking-form';
import { useT } from '../../../lib/i18n';
import { buyingCatalogue } from '../i18n';
import { MyOrdersDialogActions } from '../../../entities/order/components/my-orders-actions';

interface BookingDialogProps {
  car: ModelCar;
  /** Closes the dialog (the caller unmounts it). */
  onClose: () => void;
}

/**
 * Booking a car: the buyer's name and e-mail as they are, the meeting location and a phone to fill in (the phone
 * from their account to start with). The server's refusal shows in the dialog; success says "Booking Confirmed".
 */
export function BookingDialog({ car, onClose }: BookingDialogProps) {
  const t = useT(buyingCatalogue);
  const account = useMyAccount();
  if (account.isPending) {
    return (
      <Dialog
        title={t('book.title', { name: car.productName })}
        onClose={onClose}
        actions={
          <button type="button" className="btn" onClick={onClose}>
            {t('cancel')}
          </button>
        }
      >
        <PulsingDots label={t('book.loadingDetails')} />
      </Dialog>
    );
  }
  return <BookingForm car={car} phone={account.data?.phone ?? ''} onClose={onClose} />;
}

function BookingForm({ car, phone, onClose }: BookingDialogProps & { phone: string }) {
  const t = useT(buyingCatalogue);
  const { user } = useAuth();
  const book = useBookCar();
  const formId = useId();
  const errorId = useId();
  const { control, handleSubmit } = useContractForm(bookingForm, { location: '', phone });

  const submit = handleSubmit((form) => {
    if (book.isPending) return;
    book.mutate({
      carId: car._id,
      location: form.location,
      phone: form.phone,
      username: user?.displayName,
      email: user?.email,
      productName: car.productName,
      productPrice: car.resalePrice,
      productImage: car.image,
      carModel: car.model,
      paymentStatus: 'unpaid',
    });
  });

  if (book.isSuccess) {
    return (
      <Dialog
        key="confirmed"
        title={t('book.confirmedTitle')}
        onClose={onClose}
        actions={<MyOrdersDialogActions onClose={onClose} />}
      >
        <p>{t('book.confirmed', { name: car.productName })}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      key="form"
      title={t('book.title', { name: car.productName })}
      description={
        <p>
          <span className="text-primary text-2xl font-extrabold tabular-nums">
            {formatPrice(car.resalePrice)}
          </span>{' '}
          <span className="text-base-content/75">
            {t('book.summary', { model: car.model, location: car.location })}
          </span>
        </p>
      }
      closable={!book.isPending}
      onClose={onClose}
      actions={
        <DialogFormActions
          form={formId}
          busy={book.isPending}
          busyLabel={t('book.booking')}
          describedBy={book.isError ? errorId : undefined}
          onCancel={onClose}
        >
          {t('book.submit')}
        </DialogFormActions>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <ReadOnlyField name="username" label={t('book.yourName')} value={user?.displayName ?? ''} />
          <ReadOnlyField name="email" label={t('book.yourEmail')} type="email" value={user?.email ?? ''} />
        </div>
        <FormTextField
          control={control}
          name="location"
          label={t('book.location')}
          autoComplete="off"
          required
          hint={t('book.locationHint')}
          data-autofocus
        />
        <PhoneField control={control} name="phone" hint={t('book.phoneHint')} />
      </form>
      <RequestProblem id={errorId} error={book.error} lead={t('book.failed')} />
    </Dialog>
  );
}
