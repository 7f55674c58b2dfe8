import { useEffect, useState } from 'react';
import { useSwiper } from 'swiper/react';
import { useT } from '../../../lib/i18n';
import { usePrefersReducedMotion } from '../../../lib/motion';
import { catalogCatalogue } from '../i18n';

interface AutoplayToggleProps {
  className?: string;
}

/**
 * Lets users stop a moving carousel (WCAG 2.2.2); the carousel starts paused for users who asked for less motion.
 * Render it as a child of a `Swiper` with autoplay, which it starts and stops.
 */
export function AutoplayToggle({ className = '' }: AutoplayToggleProps) {
  const t = useT(catalogCatalogue);
  const swiper = useSwiper();
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean>();
  const playing = chosen ?? !reducedMotion;

  useEffect(() => {
    if (playing === swiper.autoplay.running) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <button
      type="button"
      onClick={() => setChosen(!playing)}
      aria-label={playing ? t('carousel.pause') : t('carousel.play')}
      className={`btn btn-circle btn-sm z-10 border-0 bg-black/65 text-white hover:bg-black/80 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M7 4.5v15l13-7.5z" />}
      </svg>
    </button>
  );
}
