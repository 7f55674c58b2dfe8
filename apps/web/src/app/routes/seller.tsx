import { useParams } from 'react-router';
import { SellerReviews } from '../../features/reviews/components/seller-reviews';
import { SellerProfile } from '../../features/sellers/components/seller-profile';

/** /sellers/{id}: a seller's public profile, for anyone, with the reviews feature's list of their reviews. */
export function SellerRoutePage() {
  const { id = '' } = useParams();
  return <SellerProfile id={id} reviews={<SellerReviews sellerId={id} />} />;
}
