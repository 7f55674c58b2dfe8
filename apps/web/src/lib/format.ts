const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole-dollar price as shown everywhere in the app: `$12,500`. */
export function formatPrice(dollars: number): string {
  return `$${wholeDollars.format(dollars)}`;
}

/** Miles as shown everywhere in the app: `61,200 mi`. */
export function formatMileage(miles: number): string {
  return `${wholeDollars.format(miles)} mi`;
}
