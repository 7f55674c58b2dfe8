// Renders the committed artwork in apps/web/public (images/*.webp, images/logo.svg, favicon.svg, the installed app's
// icons/*.png) from the drawings of
// @second-gear/artwork; rerun after changing them.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { faviconSvg, logoSvg, maskableIconSvg, scenes } from '@second-gear/artwork';
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

// The web app manifest's icons (any purpose and maskable) and the home-screen icon iOS takes from a <link>.
await mkdir(`${publicDir}icons`, { recursive: true });
const icons: [string, number, string][] = [
  ['icons/icon-192.png', 192, faviconSvg],
  ['icons/icon-512.png', 512, faviconSvg],
  ['icons/maskable-512.png', 512, maskableIconSvg],
  ['icons/apple-touch-icon.png', 180, maskableIconSvg],
];
for (const [file, size, svg] of icons) {
  const info = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${publicDir}${file}`);
  console.log(`${file}: ${info.width}×${info.height}, ${info.size} bytes`);
}
