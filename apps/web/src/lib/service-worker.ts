/**
 * Registers the service worker (/sw.js, built from src/sw.ts) once the page has loaded, so that it never competes with
 * the page's own first requests. Only in a build: the development server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
