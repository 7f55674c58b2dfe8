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
  const account = useMyAccount();
  if (account.isPending) {
    return (
      <Dialog
        title={`Book ${car.productName}`}
        onClose={onClose}
        actions={
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
        }
      >
        <PulsingDots label="Loading your details" />
      </Dialog>
    );
  }
  return <BookingForm car={car} phone={account.data?.phone ?? ''} onClose={onClose} />;
}

function BookingForm({ car, phone, onClose }: BookingDialogProps & { phone: string }) {
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
        title="Booking Confirmed"
        onClose={onClose}
        actions={<MyOrdersDialogActions onClose={onClose} />}
      >
        <p>{car.productName} is booked for you. Meet the seller to see it, and pay for it from My orders.</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      key="form"
      title={`Book ${car.productName}`}
      description={
        <p>
          <span className="text-primary text-2xl font-extrabold tabular-nums">
            {formatPrice(car.resalePrice)}
          </span>{' '}
          <span className="text-base-content/75">
            · {car.model}, in {car.location}
          </span>
        </p>
      }
      closable={!book.isPending}
      onClose={onClose}
      actions={
        <DialogFormActions
          form={formId}
          busy={book.isPending}
          busyLabel="Booking…"
          describedBy={book.isError ? errorId : undefined}
          onCancel={onClose}
        >
          Book now
        </DialogFormActions>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <ReadOnlyField name="username" label="Your name" value={user?.displayName ?? ''} />
          <ReadOnlyField name="email" label="Your email" type="email" value={user?.email ?? ''} />
        </div>
        <FormTextField
          control={control}
          name="location"
          label="Meeting location"
          autoComplete="off"
          required
          hint="Where you would like to meet the seller and see the car."
          data-autofocus
        />
        <PhoneField
          control={control}
          name="phone"
          hint="The seller calls this number to arrange the meeting."
        />
      </form>
      <RequestProblem id={errorId} error={book.error} lead="The car was not booked." />
    </Dialog>
  );
}
