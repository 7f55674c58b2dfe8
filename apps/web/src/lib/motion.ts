/** Whether the user asked the system for less motion (then carousels start paused). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
