// Renders the committed artwork in apps/web/public (images/*.webp, images/logo.svg, favicon.svg) from the drawings of
// @second-gear/artwork; rerun after changing them.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { faviconSvg, logoSvg, scenes } from '@second-gear/artwork';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const imagesDir = `${publicDir}images/`;

await mkdir(`${imagesDir}hero`, { recursive: true });
for (const [file, width, height, draw] of scenes) {
  const info = await sharp(Buffer.from(draw()))
    .resize(width, height)
    .webp({ quality: 78, effort: 6 })
    .toFile(`${imagesDir}${file}`);
  console.log(`${file}: ${info.width}×${info.height}, ${info.size} bytes`);
}

await writeFile(`${imagesDir}logo.svg`, logoSvg);
await writeFile(`${publicDir}favicon.svg`, faviconSvg);
console.log('logo.svg, favicon.svg written');
