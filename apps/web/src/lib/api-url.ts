/** Every call of ours and of the authentication routes goes to the same origin under /api. */
export function apiUrl(path: string): string {
  return `/api${path}`;
}
