import sharp from 'sharp';
import { benchVehicle } from './marketplace.ts';
import { accessTokenFor } from './sign-in.ts';

/**
 * A 4000×3000 camera-sized JPEG with detail at every scale (octaves of value noise per channel), so that it
 * compresses, and shrinks, roughly like a photograph rather than like a flat fill or pure grain.
 */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const octaves = [750, 250, 80, 25, 8, 3].map((cell) => {
    const columns = Math.ceil(width / cell) + 2;
    const rows = Math.ceil(height / cell) + 2;
    return { cell, columns, grid: Float32Array.from({ length: columns * rows * 3 }, random) };
  });
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 3; channel++) {
        let value = 0;
        let weight = 0.5;
        for (const { cell, columns, grid } of octaves) {
          const gx = x / cell;
          const gy = y / cell;
          const x0 = Math.floor(gx);
          const y0 = Math.floor(gy);
          const fx = gx - x0;
          const fy = gy - y0;
          const at = (cx: number, cy: number) => grid[(cy * columns + cx) * 3 + channel]!;
          const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
          const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
          value += (top * (1 - fy) + bottom * fy) * weight;
          weight /= 1.6;
        }
        pixels[(y * width + x) * 3 + channel] = Math.min(255, Math.round(value * 200));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Times what a seller waits for: uploading a 4000×3000 photo (stored in three WebP widths) and listing the car with it.
 */
export async function uploadToListed(baseUrl: string) {
  const photo = await cameraPhoto();
  const token = await accessTokenFor(baseUrl, 'maya.patel@example.com');
  const auth = { authorization: `Bearer ${token}`, origin: baseUrl };

  const started = performance.now();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'camera.jpg');
  const uploaded = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: auth, body: form });
  if (uploaded.status !== 200)
    throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { data } = (await uploaded.json()) as { data: { url: string } };
  const uploadedAt = performance.now();
  const listed = await fetch(`${baseUrl}/api/allCar`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      productName: 'Benchmark camera photo',
      image: data.url,
      model: 'Sedan',
      location: 'Austin, TX',
      resalePrice: 10_000,
      originalPrice: 20_000,
      useYear: 3,
      purchaseYear: 2022,
      phone: '+1 512 555 0142',
      ...benchVehicle,
    }),
  });
  if (listed.status !== 200) throw new Error(`allCar answered ${listed.status}: ${await listed.text()}`);
  const finished = performance.now();

  const bytes: Record<string, number> = {};
  for (const width of [320, 640, 1280]) {
    const url = data.url.replace(/-640\.webp$/, `-${width}.webp`);
    bytes[`${width}w`] = (await (await fetch(`${baseUrl}${url}`)).arrayBuffer()).byteLength;
  }
  return {
    sourceKiB: photo.length / 1024,
    uploadMs: uploadedAt - started,
    totalMs: finished - started,
    servedKiB: Object.fromEntries(Object.entries(bytes).map(([width, size]) => [width, size / 1024])),
  };
}
