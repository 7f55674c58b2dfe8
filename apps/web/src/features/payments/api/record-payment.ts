import { insertedAnswer } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';

/** The payment record's fields as the specification names them (time "h:mm AM/PM", date "d/m/yyyy"). */
export interface PaymentRecord {
  username: string;
  email: string;
  product: string;
  price: number;
  transactionId: string;
  time: string;
  date: string;
}

/**
 * POST /api/payments: records a payment that has gone through at the provider. The server checks the payment
 * intent (`transactionId`) with the provider and takes the other fields from the booking.
 */
export function recordPayment(record: PaymentRecord) {
  return apiRequest('/payments', insertedAnswer, { method: 'POST', body: record, auth: true });
}
