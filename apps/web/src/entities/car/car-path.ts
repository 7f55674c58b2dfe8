/** The address of a car's public page. */
export const carPath = (id: string) => `/cars/${encodeURIComponent(id)}`;
