import { useMediaQuery } from './use-media-query';

/** Whether the user asked the system for less motion (then carousels start paused). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
