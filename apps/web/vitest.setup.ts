import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

// The suite shares two cores with the server tests and their PostgreSQL: a page that renders in 50 ms alone can take
// over a second there. `findBy` and `waitFor` give up after 5 s instead of 1 s; a test that passes is no slower.
configure({ asyncUtilTimeout: 5_000 });

// Tests of what the server renders run in Node (`@vitest-environment node`), without a window to complete.
const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
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
  // Nor scrolling (a new page starts at its top).
  Object.assign(window, {
    matchMedia,
    IntersectionObserver: StubObserver,
    ResizeObserver: StubObserver,
    scrollTo: () => undefined,
  });

  // jsdom has <dialog> without its methods: modal or not, it only opens and closes here.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });

  // Nor object URLs (photo previews).
  let objectUrls = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:http://localhost/${++objectUrls}`,
    revokeObjectURL: () => undefined,
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // Toasts live in a module-level store; the session and the Google choice in the browser's storage.
  toast.remove();
  if (!inBrowser) return;
  localStorage.clear();
  sessionStorage.clear();
});
