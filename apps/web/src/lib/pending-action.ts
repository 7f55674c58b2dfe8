/**
 * Something a visitor asked for before signing in (saving a car, saving a search), kept in this tab's session storage
 * under `key` and done when they come back signed in. Where there is no storage (the server rendering a page, a
 * browser that refuses it), nothing is pending and nothing is kept: the visitor asks again.
 */
export function pendingAction(key: string) {
  function storage(): Storage | null {
    try {
      return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    } catch {
      return null;
    }
  }
  return {
    remember(value: string): void {
      storage()?.setItem(key, value);
    },
    read(): string | null {
      return storage()?.getItem(key) ?? null;
    },
    forget(): void {
      storage()?.removeItem(key);
    },
  };
}
