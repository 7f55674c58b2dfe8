/** Basis points in a whole percent: 1 % = 100 bp, so a fee of 7.25 % is 725 bp. */
export const basisPointsPerPercent = 100;
const basisPointsPerWhole = 10_000n;

/** The highest platform fee the marketplace may charge, in basis points (50 %). */
export const maxFeeBasisPoints = 50 * basisPointsPerPercent;

/**
 * A percentage as written ("7", "7.5", "7.25") in whole basis points, without floating point; undefined for anything
 * else (more than two decimals, signs, exponents, over 50 %).
 */
export function parseFeePercent(text: string): number | undefined {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const basisPoints = Number(match[1]) * basisPointsPerPercent + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= maxFeeBasisPoints ? basisPoints : undefined;
}

/**
 * A charge split between the seller and the marketplace. The fee is the exact amount × rate rounded half up to a
 * whole cent, computed in integers: floor((cents × bp + 5000) / 10000). The seller gets the rest, so the two shares
 * always add up to the charge.
 */
export function splitCharge(amountCents: number, feeBasisPoints: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`a charge is a whole, non-negative number of cents, not ${amountCents}`);
  }
  if (!Number.isInteger(feeBasisPoints) || feeBasisPoints < 0 || feeBasisPoints > maxFeeBasisPoints) {
    throw new RangeError(`a platform fee is 0 to ${maxFeeBasisPoints} basis points, not ${feeBasisPoints}`);
  }
  const feeCents = Number(
    (BigInt(amountCents) * BigInt(feeBasisPoints) + basisPointsPerWhole / 2n) / basisPointsPerWhole,
  );
  return { sellerCents: amountCents - feeCents, feeCents };
}
