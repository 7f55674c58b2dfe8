import { newBooking } from '@second-gear/contract';
import { z } from 'zod';
import { required } from '../../components/form/form-rules';

/** The two fields of the booking form that the buyer fills in; the contract's rules name their field. */
export const bookingForm = z.object({
  location: required(newBooking.shape.location),
  phone: required(newBooking.shape.phone),
});
