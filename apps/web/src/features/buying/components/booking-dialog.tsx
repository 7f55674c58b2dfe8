import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useMyAccount } from '../../../entities/account/api/my-account';
import { useAuth } from '../../../entities/session/auth-context';
import { useBookCar } from '../api/book-car';
import type { ModelCar } from '../../../entities/car/api/model-cars';
import { validateBooking } from '../booking-form';
import { MyOrdersDialogActions } from '../../../entities/order/components/my-orders-actions';

interface BookingDialogProps {
  car: ModelCar;
  /** Closes the dialog (the caller unmounts it). */
  onClose: () => void;
}

const readOnlyClass = 'input bg-base-200 w-full';

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
  const { values, errors, setValue, handleSubmit, formRef } = useValidatedForm(
    { location: '', phone },
    validateBooking,
  );

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
        <>
          <button type="button" className="btn" disabled={book.isPending} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={book.isPending}
            aria-describedby={book.isError ? errorId : undefined}
          >
            {book.isPending ? (
              <>
                <span aria-hidden="true" className="loading loading-spinner loading-sm" />
                Booking…
              </>
            ) : (
              'Book now'
            )}
          </button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="username"
            label="Your name"
            value={user?.displayName ?? ''}
            onValueChange={() => undefined}
            readOnly
            className={readOnlyClass}
          />
          <TextField
            name="email"
            label="Your email"
            type="email"
            value={user?.email ?? ''}
            onValueChange={() => undefined}
            readOnly
            className={readOnlyClass}
          />
        </div>
        <TextField
          name="location"
          label="Meeting location"
          autoComplete="off"
          required
          hint="Where you would like to meet the seller and see the car."
          value={values.location}
          onValueChange={(value) => setValue('location', value)}
          error={errors.location}
          data-autofocus
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          hint="The seller calls this number to arrange the meeting."
          value={values.phone}
          onValueChange={(value) => setValue('phone', value)}
          error={errors.phone}
        />
      </form>
      {book.isError ? (
        <div id={errorId} role="alert" className="alert alert-error alert-soft">
          <span>
            <span className="font-semibold">The car was not booked. </span>
            {messageOf(book.error)}
          </span>
        </div>
      ) : null}
    </Dialog>
  );
}
