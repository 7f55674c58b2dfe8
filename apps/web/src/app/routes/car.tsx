import { useParams } from 'react-router';
import { CarPage } from '../../features/car-page/components/car-page';

/** /cars/{id}: a car's public page, for anyone. */
export function CarRoutePage() {
  const { id = '' } = useParams();
  return <CarPage id={id} />;
}
