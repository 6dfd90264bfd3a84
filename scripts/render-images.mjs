/*
 * Renders our own SVG artwork to the PNGs that need a raster format: app icons (manifest,
 * apple-touch-icon) and the Open Graph sharing image. Run after editing an SVG:
 *   node scripts/render-images.mjs
 * Uses sharp, which Next installs for image optimisation; the PNGs are committed, so neither
 * the build nor CI needs it.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

const jobs = [
  ['public/icons/icon.svg', 'public/icons/icon-192.png', 192, 192],
  ['public/icons/icon.svg', 'public/icons/icon-512.png', 512, 512],
  ['public/icons/icon-maskable.svg', 'public/icons/icon-maskable-512.png', 512, 512],
  ['public/icons/icon.svg', 'app/apple-icon.png', 180, 180],
  ['public/og/default.svg', 'public/og/default.png', 1200, 630],
];

for (const [src, out, width, height] of jobs) {
  await sharp(at(src), { density: 300 })
    .resize(width, height)
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(at(out));
  console.log(`${out} ${width}x${height}`);
}
// The favicon is the SVG itself (app/icon.svg is Next's file convention for <link rel="icon">).
copyFileSync(at('public/icons/icon.svg'), at('app/icon.svg'));
console.log('app/icon.svg');
