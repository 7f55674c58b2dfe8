import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

// jsdom implements neither matchMedia (Swiper breakpoints) nor the observers Swiper and lazy images use.
function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

class StubObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

// Assigned directly rather than with vi.stubGlobal: the config unstubs globals between tests (for `fetch`).
Object.assign(window, { matchMedia, IntersectionObserver: StubObserver, ResizeObserver: StubObserver });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // Toasts live in a module-level store; the session and the Google choice in the browser's storage.
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
});
