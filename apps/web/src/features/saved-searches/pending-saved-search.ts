/** The search a visitor asked to save before signing in: its form opens when they come back to it signed in. */
const key = 'secondGear.pendingSavedSearch';

export function rememberPendingSavedSearch(query: string): void {
  sessionStorage.setItem(key, query);
}

export function pendingSavedSearch(): string | null {
  return sessionStorage.getItem(key);
}

export function forgetPendingSavedSearch(): void {
  sessionStorage.removeItem(key);
}
