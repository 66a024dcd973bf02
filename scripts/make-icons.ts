// Renders the app icons from public/icons/icon.svg (run once after changing the logo; PNGs are committed).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/icons/icon.svg');
for (const size of [192, 512]) {
  await sharp(svg, { density: 600 }).resize(size, size).png().toFile(`public/icons/icon-${size}.png`);
}
// Maskable: the logo inside the 80 % safe zone on the brand colour.
const inner = await sharp(svg, { density: 600 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0f766e' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile('public/icons/icon-maskable-512.png');
console.log('icons written');
