import { photoSrcSet, photoUrl } from '@second-gear/contract';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useKeptPress } from '../../../lib/kept-press';
import { carPageCatalogue } from '../i18n';

/** A photo's URL at another of its stored widths (`…-640.webp` → `…-1280.webp`). */
function atWidth(url: string, width: number): string {
  const base = /^(.*)-\d+\.webp$/.exec(url)?.[1];
  return base ? photoUrl(base, width) : url;
}

/** A swipe is a horizontal move of at least this many pixels. */
const swipePx = 40;

/**
 * The car's photos: one large, thumbnails to pick another, arrow keys and swipes to move, and a full-screen view.
 * Only the first photo loads at once; the others as they come near the screen.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT(carPageCatalogue);
  const [current, setCurrent] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  useKeptPress('full-screen', () => setFullScreen(true));
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const go = (step: number) => setCurrent((index) => (index + step + count) % count);
  const label = (index: number) => t('gallery.photo', { name, index: index + 1, count });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= swipePx) go(moved < 0 ? 1 : -1);
  };

  const photo = images[current]!;
  return (
    <section
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.photos', { name })}
      className="space-y-3"
    >
      <div
        tabIndex={0}
        role="group"
        aria-roledescription={t('gallery.slide')}
        aria-label={label(current)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        className="rounded-box bg-base-200 relative touch-pan-y overflow-hidden outline-offset-2 select-none"
      >
        <img
          src={photo}
          srcSet={photoSrcSet(photo)}
          sizes="(min-width: 1024px) 720px, 100vw"
          width={1280}
          height={800}
          alt={label(current)}
          // The first photo is what the page is judged by: fetched first; the others when picked.
          fetchPriority={current === 0 ? 'high' : 'auto'}
          draggable={false}
          className="aspect-[8/5] w-full object-cover"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 left-2 -translate-y-1/2"
              aria-label={t('gallery.previousPhoto')}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 right-2 -translate-y-1/2"
              aria-label={t('gallery.nextPhoto')}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="btn btn-sm absolute right-2 bottom-2"
          data-keep-press="full-screen"
          onClick={() => setFullScreen(true)}
        >
          {t('gallery.fullScreen')}
        </button>
      </div>
      {count > 1 ? (
        <ul aria-label={t('gallery.all')} className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={t('gallery.show', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
                className={`rounded-field block overflow-hidden border-2 ${index === current ? 'border-primary' : 'border-transparent'}`}
              >
                <img
                  src={atWidth(image, 320)}
                  width={96}
                  height={60}
                  loading="lazy"
                  alt=""
                  className="h-15 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullScreen ? (
        <Dialog
          fullScreen
          title={label(current)}
          onClose={() => setFullScreen(false)}
          actions={
            <>
              {count > 1 ? (
                <>
                  <button type="button" className="btn" onClick={() => go(-1)}>
                    {t('gallery.previous')}
                  </button>
                  <button type="button" className="btn" onClick={() => go(1)}>
                    {t('gallery.next')}
                  </button>
                </>
              ) : null}
              <button type="button" className="btn btn-primary" onClick={() => setFullScreen(false)}>
                {t('gallery.close')}
              </button>
            </>
          }
        >
          <div
            className="h-full"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            <img
              src={atWidth(photo, 1280)}
              width={1280}
              height={800}
              alt={label(current)}
              className="h-full w-full object-contain"
            />
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
