const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are whole dollars in the API and cents at the card gateway. */
export const toCents = (wholeDollars: number) => wholeDollars * 100;

/** "$12,300.00" */
export const formatCents = (cents: number) => dollars.format(cents / 100);
