import { preload } from 'react-dom';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { AutoplayToggle } from './autoplay-toggle';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

const autoplayDelayMs = 5000;
const wideScreen = '(min-width: 768px)';
const smallScreen = `not all and ${wideScreen}`;

const slides = [
  {
    id: 1,
    headline: 'Find your next car',
    line: 'Hundreds of checked used cars from trusted sellers, in one place.',
  },
  {
    id: 2,
    headline: 'Sell in minutes',
    line: 'List your car with a few photos and reach buyers near you today.',
  },
  {
    id: 3,
    headline: 'Drive away happy',
    line: 'Book the car you love and pay securely online, all in a few clicks.',
  },
] as const;

export function HeroCarousel() {
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
          containerMessage: 'Highlights carousel',
          containerRoleDescriptionMessage: 'carousel',
          itemRoleDescriptionMessage: 'slide',
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>
            <div className="relative aspect-[5/6] md:aspect-[5/2]">
              <picture>
                <source
                  media={wideScreen}
                  srcSet={`/images/hero/wide-${slide.id}.webp`}
                  width={1600}
                  height={640}
                />
                <img
                  src={`/images/hero/small-${slide.id}.webp`}
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
                    {slide.headline}
                  </p>
                  <p className="mt-3 text-lg text-pretty sm:text-xl">{slide.line}</p>
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
