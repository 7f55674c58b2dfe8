import sharp from 'sharp';

/**
 * Perceptual hashes of photos: 64 bits that stay close (few differing bits) when a photo is recompressed, resized or
 * lightly cropped, and are far apart for different photos. Decision 67 measures them.
 */

const side = 32;
const kept = 8;

/** DCT-II basis, cos((2x + 1)uπ / 2N), for the low frequencies only: all the hash reads. */
const basis: Float64Array[] = Array.from({ length: kept + 1 }, (_, u) =>
  Float64Array.from({ length: side }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * side))),
);

/** The pixels of a photo as greyscale, squeezed to `width` × `height` (aspect ratio ignored, orientation applied). */
async function greyscale(input: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .greyscale()
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

function fromBits(bits: readonly boolean[]): bigint {
  let hash = 0n;
  for (const bit of bits) hash = (hash << 1n) | (bit ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/**
 * pHash: the 8 × 8 lowest frequencies (skipping the first row and column, which carry the overall brightness) of a
 * 32 × 32 greyscale's discrete cosine transform, one bit per coefficient: above their median or not.
 */
export async function perceptualHash(input: Buffer): Promise<bigint> {
  const pixels = await greyscale(input, side, side);
  // Rows first, then columns: the separable 2-D DCT, only for the frequencies kept.
  const rows: Float64Array[] = Array.from({ length: side }, (_, y) =>
    Float64Array.from({ length: kept + 1 }, (_, u) => {
      let sum = 0;
      for (let x = 0; x < side; x++) sum += pixels[y * side + x]! * basis[u]![x]!;
      return sum;
    }),
  );
  const coefficients: number[] = [];
  for (let v = 1; v <= kept; v++) {
    for (let u = 1; u <= kept; u++) {
      let sum = 0;
      for (let y = 0; y < side; y++) sum += rows[y]![u]! * basis[v]![y]!;
      coefficients.push(sum);
    }
  }
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = (sorted[(kept * kept) / 2 - 1]! + sorted[(kept * kept) / 2]!) / 2;
  return fromBits(coefficients.map((value) => value > median));
}

/** dHash: on a 9 × 8 greyscale, one bit per pair of neighbours in a row: brighter on the left or not. */
export async function differenceHash(input: Buffer): Promise<bigint> {
  const pixels = await greyscale(input, kept + 1, kept);
  const bits: boolean[] = [];
  for (let y = 0; y < kept; y++) {
    for (let x = 0; x < kept; x++) bits.push(pixels[y * (kept + 1) + x]! > pixels[y * (kept + 1) + x + 1]!);
  }
  return fromBits(bits);
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest) {
    rest &= rest - 1n;
    count++;
  }
  return count;
}
