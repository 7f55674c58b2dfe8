import { describe, expect, it } from 'vitest';
import { clockTime, dayMonthYear, paymentRecord } from './payment-record';

describe('the payment record', () => {
  it.each([
    [new Date(2026, 4, 3, 0, 5), '12:05 AM'],
    [new Date(2026, 4, 3, 9, 5), '9:05 AM'],
    [new Date(2026, 4, 3, 12, 30), '12:30 PM'],
    [new Date(2026, 4, 3, 23, 59), '11:59 PM'],
  ])('tells the time of %s as %s', (date, time) => {
    expect(clockTime(date)).toBe(time);
  });

  it('gives the date as day/month/year', () => {
    expect(dayMonthYear(new Date(2026, 4, 3))).toBe('3/5/2026');
    expect(dayMonthYear(new Date(2026, 11, 25))).toBe('25/12/2026');
  });

  it('takes the buyer, the product and the price from the booking', () => {
    const booking = {
      _id: 'booking-1',
      productName: 'Honda Civic',
      productPrice: 12300,
      productImage: '/uploads/civic-640.webp',
      carModel: 'Sedan',
      username: 'Sam Lee',
      email: 'sam.lee@example.com',
      paymentStatus: 'unpaid' as const,
      carSold: false,
      payable: true,
    };
    expect(paymentRecord(booking, 'pi_1', new Date(2026, 4, 3, 14, 7))).toEqual({
      username: 'Sam Lee',
      email: 'sam.lee@example.com',
      product: 'Honda Civic',
      price: 12300,
      transactionId: 'pi_1',
      time: '2:07 PM',
      date: '3/5/2026',
    });
  });
});
