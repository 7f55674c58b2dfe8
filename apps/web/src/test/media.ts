import { onTestFinished, vi } from 'vitest';

/** For the rest of the current test, the visitor has asked for less motion (`prefers-reduced-motion: reduce`). */
export function preferReducedMotion() {
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  onTestFinished(() => spy.mockRestore());
}
