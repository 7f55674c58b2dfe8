/**
 * Years of use as of `today`. The seller gives them when listing, and a listing lives on: each year since adds one,
 * though never past the years since the car was bought. The stored figure stays as the seller gave it.
 */
export function yearsOfUse(
  car: { useYear: number; purchaseYear: number; listedAt: Date },
  today: Date,
): number {
  const thisYear = today.getUTCFullYear();
  const sinceListing = Math.max(0, thisYear - car.listedAt.getUTCFullYear());
  const sincePurchase = Math.max(0, thisYear - car.purchaseYear);
  return Math.max(car.useYear, Math.min(car.useYear + sinceListing, sincePurchase));
}
