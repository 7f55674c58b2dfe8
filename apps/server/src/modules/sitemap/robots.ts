/**
 * Addresses crawlers are kept out of: the dashboards (accounts' settings, selling, administration, moderation and
 * checkout all live under /dashboard), the API, sign-in and the one-time links of e-mails, and pages that only mean
 * something to one signed-in person.
 */
const keptOut = [
  '/dashboard',
  '/api/',
  '/auth/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/unsubscribe',
  '/invitations/',
  '/carModels/',
  '/compare',
  '/stripe-sandbox',
];

/** robots.txt: everyone may crawl the public pages, none the private ones, and the sitemap is named by its full address. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...keptOut.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
