import { useParams } from 'react-router';
import { reportCar } from '../../features/buying/api/report-car';
import { BookingDialog } from '../../features/buying/components/booking-dialog';
import { CarPage, type CarPageWidgets } from '../../features/car-page/components/car-page';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { MessageSeller } from '../../features/messages/components/message-seller';
import { ReserveDialog } from '../../features/payments/components/reserve-dialog';

/** The car page's heart, "Message seller", booking and reserving forms and report, each from the feature that owns it. */
export const carPageWidgets: CarPageWidgets = {
  FavoriteButton,
  MessageSeller,
  BookingDialog,
  reportCar,
  ReserveDialog,
};

/** /cars/{id}: a car's public page, for anyone. */
export function CarRoutePage() {
  const { id = '' } = useParams();
  return <CarPage id={id} widgets={carPageWidgets} />;
}
