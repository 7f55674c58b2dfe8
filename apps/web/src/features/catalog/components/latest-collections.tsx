import type { AdvertisedProduct } from '@second-gear/contract';
import { Link } from 'react-router';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { formatPrice } from '../../../lib/format';
import { carPath } from '../../../entities/car/car-path';
import type { FavoriteButtonWidget } from '../../../entities/car/car-widgets';
import { useAdvertisedProducts } from '../../../entities/car/api/advertised-products';
import { useT } from '../../../lib/i18n';
import { catalogCatalogue } from '../i18n';
import { AutoplayToggle } from './autoplay-toggle';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { PriceDropBadge } from '../../../components/ui/price-drop-badge';
import { ReservedBadge } from '../../../components/ui/reserved-badge';
import { StoredPhoto } from '../../../components/ui/stored-photo';

const autoplayDelayMs = 5000;
/** Wide screens (the hero's breakpoint too) show three cards and move three at a time. */
const wideScreenPx = 768;

function ProductCard({
  product,
  FavoriteButton,
}: {
  product: AdvertisedProduct;
  FavoriteButton: FavoriteButtonWidget;
}) {
  return (
    <article className="card bg-base-100 relative h-full overflow-hidden shadow-md">
      <figure className="bg-base-200 aspect-[8/5]">
        <StoredPhoto
          src={product.image}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
          className="size-full object-cover"
        />
      </figure>
      {/* Only available cars are advertised. */}
      <div className="absolute top-2 right-2">
        <FavoriteButton carId={product._id} carName={product.productName} sold={false} compact />
      </div>
      <div className="card-body gap-1">
        <h3 className="card-title">
          <Link to={carPath(product._id)} className="link link-hover">
            {product.productName}
          </Link>
        </h3>
        <p>{product.model}</p>
        <p className="text-primary mt-2 text-2xl font-bold">{formatPrice(product.resalePrice)}</p>
        <PriceDropBadge drop={product.priceDrop} />
        <ReservedBadge until={product.reservedUntil} />
      </div>
    </article>
  );
}

/**
 * The advertised cars; renders nothing at all until they have loaded, or when there are none. The route passes in
 * the heart of each card.
 */
export function LatestCollections({ FavoriteButton }: { FavoriteButton: FavoriteButtonWidget }) {
  const t = useT(catalogCatalogue);
  const { data: products } = useAdvertisedProducts();
  if (!products || products.length === 0) return null;

  return (
    <section aria-labelledby="latest-heading" className="space-y-6">
      <h2 id="latest-heading" className="text-3xl font-bold tracking-tight">
        {t('latest.heading')}
      </h2>
      <Swiper
        className="latest-collections"
        modules={[A11y, Autoplay, Pagination]}
        loop
        autoplay={{
          delay: autoplayDelayMs,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
        }}
        pagination={{ clickable: true }}
        spaceBetween={24}
        slidesPerView={1}
        slidesPerGroup={1}
        breakpoints={{ [wideScreenPx]: { slidesPerView: 3, slidesPerGroup: 3 } }}
        a11y={{
          containerRole: 'region',
          containerMessage: t('latest.carousel'),
          containerRoleDescriptionMessage: t('carousel.roleDescription'),
          itemRoleDescriptionMessage: t('carousel.slide'),
          // Swiper puts the bullet's number where `{{index}}` stands.
          paginationBulletMessage: t('carousel.goToPage', { index: '{{index}}' }),
        }}
      >
        {products.map((product) => (
          <SwiperSlide key={product._id} className="h-auto! pb-2">
            <ProductCard product={product} FavoriteButton={FavoriteButton} />
          </SwiperSlide>
        ))}
        <AutoplayToggle className="absolute right-0 bottom-0" />
      </Swiper>
    </section>
  );
}
