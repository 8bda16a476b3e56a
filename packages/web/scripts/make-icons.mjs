// Draws the app icons from the club's crest (public/favicon.svg) once; the PNGs are
// committed, so a build needs no image tools. Run again after changing the crest:
//   node packages/web/scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'public');
const crest = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const outDir = path.join(publicDir, 'icons');
fs.mkdirSync(outDir, { recursive: true });
const PARCHMENT = '#f3e7c9';

async function icon(size, crestShare, name) {
  const crestSize = Math.round(size * crestShare);
  const drawn = await sharp(crest, { density: 72 * (crestSize / 32) })
    .resize(crestSize, crestSize)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: PARCHMENT } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, name));
}

// Maskable icons keep the crest inside the safe zone (the inner 80 %).
await icon(192, 0.86, 'crest-192.png');
await icon(512, 0.86, 'crest-512.png');
await icon(512, 0.6, 'crest-maskable-512.png');
await icon(180, 0.8, 'apple-touch-icon.png');
console.log(`icons written to ${outDir}`);
