import { dealerRole, newDealer, newInvitation } from '@second-gear/contract';
import { z } from 'zod';
import { chosen, required } from '../../components/form/form-rules';

const fields = newDealer.shape;

/** The dealership's details, as opening one and changing them ask: by the rules the server holds them to. */
export const dealerForm = z.object({
  name: required(fields.name),
  zip: required(fields.zip),
  address: required(fields.address),
  phone: required(fields.phone),
  hours: fields.hours.unwrap(),
  about: fields.about.unwrap(),
});
export type DealerFormValues = z.input<typeof dealerForm>;

/** An invitation: the address and the role. */
export const inviteForm = z.object({
  email: required(newInvitation.shape.email),
  role: chosen(dealerRole),
});
