import { preload } from 'react-dom';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useT } from '../../../lib/i18n';
import { catalogCatalogue } from '../i18n';
import { AutoplayToggle } from './autoplay-toggle';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

const autoplayDelayMs = 5000;
const wideScreen = '(min-width: 768px)';
const smallScreen = `not all and ${wideScreen}`;

const slides = [1, 2, 3] as const;

export function HeroCarousel() {
  const t = useT(catalogCatalogue);
  // The first slide is the page's largest paint: its picture is fetched ahead of the page's scripts (in the prerendered
  // home page, React writes these preloads into the document's head).
  preload('/images/hero/small-1.webp', { as: 'image', media: smallScreen, fetchPriority: 'high' });
  preload('/images/hero/wide-1.webp', { as: 'image', media: wideScreen, fetchPriority: 'high' });

  return (
    <div className="hero-carousel rounded-box overflow-hidden shadow-lg">
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        loop
        autoplay={{
          delay: autoplayDelayMs,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
        }}
        pagination={{ clickable: true }}
        navigation
        keyboard={{ enabled: true }}
        a11y={{
          containerRole: 'region',
          containerMessage: t('hero.carousel'),
          containerRoleDescriptionMessage: t('carousel.roleDescription'),
          itemRoleDescriptionMessage: t('carousel.slide'),
          prevSlideMessage: t('carousel.previous'),
          nextSlideMessage: t('carousel.next'),
          // Swiper puts the bullet's number where `{{index}}` stands.
          paginationBulletMessage: t('carousel.goToSlide', { index: '{{index}}' }),
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide}>
            <div className="relative aspect-[5/6] md:aspect-[5/2]">
              <picture>
                <source
                  media={wideScreen}
                  srcSet={`/images/hero/wide-${slide}.webp`}
                  width={1600}
                  height={640}
                />
                <img
                  src={`/images/hero/small-${slide}.webp`}
                  width={750}
                  height={900}
                  alt=""
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  className="absolute inset-0 size-full object-cover"
                />
              </picture>
              <div className="absolute inset-0 flex items-end bg-linear-to-t from-black/85 via-black/45 to-transparent p-6 pb-14 md:items-center md:bg-linear-to-r md:from-black/80 md:via-black/50 md:p-16">
                <div className="max-w-lg text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
                  <p className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                    {t(`hero.${slide}.headline`)}
                  </p>
                  <p className="mt-3 text-lg text-pretty sm:text-xl">{t(`hero.${slide}.line`)}</p>
                </div>
              </div>
            </div>
          </SwiperSlide>
        ))}
        <AutoplayToggle className="absolute right-3 bottom-3" />
      </Swiper>
    </div>
  );
}
