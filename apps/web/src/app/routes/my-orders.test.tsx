import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

const paidOrder = {
  _id: 'booking-2',
  productImage: '/uploads/cars/accord-640.webp',
  productName: '2016 Honda Accord EX-L',
  carModel: 'Sedan',
  productPrice: 12500,
  paymentStatus: 'paid',
  carSold: true,
  carId: 'car-2',
  createdAt: '2026-03-02T15:00:00.000Z',
  meetingLocation: 'Main Street parking',
  agreed: false,
  cancelledBy: null,
  cancelReason: null,
  seller: { name: 'Pat Seller', email: 'pat@example.com', phone: '+1 555 0100' },
  refund: null,
  actions: [],
  hasReceipt: true,
};

describe('/dashboard/MyOrders', () => {
  it("offers to review the seller of a paid order, as the reviews feature's answer allows", async () => {
    localStorage.setItem('accessToken', 'token-1');
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      [`/api/bookings/${encodeURIComponent(sam.email)}`]: jsonResponse([paidOrder]),
      '/api/reviews/mine': jsonResponse([
        {
          bookingId: 'booking-2',
          sellerId: 'seller-1',
          sellerName: 'Pat Seller',
          review: null,
          canReview: true,
          editableUntil: null,
        },
      ]),
    });
    renderApp('/dashboard/MyOrders');
    expect(
      await screen.findByRole('button', { name: 'Review the seller of 2016 Honda Accord EX-L' }),
    ).toBeInTheDocument();
  });
});
