/** The address of a dealership's storefront. */
export const dealerPath = (slug: string) => `/dealers/${encodeURIComponent(slug)}`;
