/** The car a visitor asked to save before signing in: saved when they come back to it signed in. */
const key = 'secondGear.pendingFavorite';

export function rememberPendingFavorite(carId: string): void {
  sessionStorage.setItem(key, carId);
}

export function pendingFavorite(): string | null {
  return sessionStorage.getItem(key);
}

export function forgetPendingFavorite(): void {
  sessionStorage.removeItem(key);
}
