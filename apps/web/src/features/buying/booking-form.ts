import { newBooking } from '@second-gear/contract';
import { z } from 'zod';
import { required, requiredMessage, validateForm } from '../../lib/form-validation';

/** The two fields of the booking form that the buyer fills in; the contract's rules name their field. */
export const bookingForm = z.object({
  location: required(newBooking.shape.location),
  phone: required(newBooking.shape.phone),
});
export type BookingFormValues = Record<keyof z.input<typeof bookingForm>, string>;

export const validateBooking = (values: BookingFormValues) =>
  validateForm(bookingForm, values, null, requiredMessage);
