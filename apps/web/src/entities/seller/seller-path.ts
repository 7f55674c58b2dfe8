/** The address of a seller's public profile. */
export const sellerPath = (id: string) => `/sellers/${encodeURIComponent(id)}`;
