/** The dashboard page of one listing's stats. */
export const statsPath = (carId: string) => `/dashboard/stats/${encodeURIComponent(carId)}`;
