// Generates the web app's PNG icons from src/web/public/favicon.svg (run after changing the logo:
// `node scripts/make-icons.mjs`; the PNGs are committed). Sizes: docs/ARCHITECTURE.md
// "Installable app and offline".
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'src/web/public/favicon.svg');
const OUT_DIR = join(ROOT, 'src/web/public/icons');
// The logo's own tile colour: a maskable icon's background must fill the whole square.
const TILE = '#8c3f1a';
// Maskable icons are cropped to a circle of 80% of their width: the logo keeps inside it.
const MASKABLE_LOGO_SHARE = 0.7;

const svg = await readFile(SOURCE);
await mkdir(OUT_DIR, { recursive: true });

const render = (size) => sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
// Two colours with anti-aliased edges: a 16-colour palette looks the same at a third of the bytes.
const png = (image) =>
  image.png({ compressionLevel: 9, palette: true, colours: 16, effort: 10, dither: 0 });

async function plain(size, name) {
  await png(render(size)).toFile(join(OUT_DIR, name));
}

async function maskable(size, name) {
  const logoSize = Math.round(size * MASKABLE_LOGO_SHARE);
  const logo = await render(logoSize).png().toBuffer();
  const offset = Math.round((size - logoSize) / 2);
  const tile = sharp({
    create: { width: size, height: size, channels: 4, background: TILE },
  }).composite([{ input: logo, left: offset, top: offset }]);
  await png(sharp(await tile.png().toBuffer())).toFile(join(OUT_DIR, name));
}

// iOS draws apple-touch-icon on its own rounded square: no transparent corners.
async function appleTouch(size, name) {
  const flattened = render(size).flatten({ background: TILE });
  await png(flattened).toFile(join(OUT_DIR, name));
}

await plain(32, 'favicon-32.png');
await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(192, 'maskable-192.png');
await maskable(512, 'maskable-512.png');
await appleTouch(180, 'apple-touch-icon-180.png');
console.log(`Icons written to ${OUT_DIR}`);
