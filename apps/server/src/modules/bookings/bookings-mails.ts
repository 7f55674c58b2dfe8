import { formatCents, toCents } from '../../lib/money.ts';
import type { Mail } from '../mail/mail.service.ts';

/** To the seller: someone booked their car, with what they need to meet the buyer. */
export function carBookedMail(options: {
  to: string;
  car: { productName: string; resalePrice: number };
  buyer: { name: string; email: string };
  phone: string;
  meetingPlace: string;
  publicUrl: string;
}): Mail {
  const { car, buyer } = options;
  return {
    kind: 'car-booked',
    to: options.to,
    subject: `${car.productName} was booked`,
    content: {
      heading: `${buyer.name} booked your ${car.productName}`,
      paragraphs: [
        'A buyer booked your car on Second Gear. Get in touch to arrange the meeting; the car stays listed until it is paid for.',
      ],
      details: [
        ['Car', car.productName],
        ['Price', formatCents(toCents(car.resalePrice))],
        ['Buyer', buyer.name],
        ['Buyer e-mail', buyer.email],
        ['Buyer phone', options.phone],
        ['Meeting place', options.meetingPlace],
      ],
      action: { label: 'Open your dashboard', url: `${options.publicUrl}/dashboard/myProducts` },
    },
  };
}
