import { receiptPath } from '@second-gear/contract';
import { apiUrl } from '../../../lib/api-url';

/** GET /api/bookings/{id}/receipt.pdf: a plain link, which the browser's sign-in session authorises. */
export const receiptHref = (bookingId: string) => apiUrl(receiptPath(bookingId));
