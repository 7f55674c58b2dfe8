/** Sends the browser to another site (Google's sign-in page, Stripe's onboarding); a module of its own so tests can stand in for it. */
export function leaveAppFor(url: string): void {
  window.location.href = url;
}
