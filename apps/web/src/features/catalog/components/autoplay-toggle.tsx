import { useState } from 'react';
import { useSwiper } from 'swiper/react';

interface AutoplayToggleProps {
  playing: boolean;
  className?: string;
}

/** Lets users stop a moving carousel (WCAG 2.2.2). Render it as a child of `Swiper`. */
export function AutoplayToggle({ playing: initiallyPlaying, className = '' }: AutoplayToggleProps) {
  const swiper = useSwiper();
  const [playing, setPlaying] = useState(initiallyPlaying);

  function toggle() {
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
      className={`btn btn-circle btn-sm z-10 border-0 bg-black/65 text-white hover:bg-black/80 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M7 4.5v15l13-7.5z" />}
      </svg>
    </button>
  );
}
