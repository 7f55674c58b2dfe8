import { useParams } from 'react-router';
import { reportCar } from '../../features/buying/api/report-car';
import { BookingDialog } from '../../features/buying/components/booking-dialog';
import { CarPage, type CarPageWidgets } from '../../features/car-page/components/car-page';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { PaymentCalculator } from '../../features/financing/components/payment-calculator';
import { MessageSeller } from '../../features/messages/components/message-seller';
import { MakeOffer } from '../../features/offers/components/make-offer';
import { ReserveDialog } from '../../features/payments/components/reserve-dialog';
import { TestDriveButton } from '../../features/test-drives/components/test-drive-button';

/**
 * The car page's heart, "Message seller", "Make an offer", test drives, booking and reserving forms and report, each
 * from the feature that owns it.
 */
export const carPageWidgets: CarPageWidgets = {
  FavoriteButton,
  MessageSeller,
  MakeOffer,
  TestDrive: TestDriveButton,
  BookingDialog,
  reportCar,
  ReserveDialog,
  PaymentCalculator,
};

/** /cars/{id}: a car's public page, for anyone. */
export function CarRoutePage() {
  const { id = '' } = useParams();
  return <CarPage id={id} widgets={carPageWidgets} />;
}
