// Builds the browser extension (extension/, docs/EXTENSION.md) for Chromium and Firefox from one
// source: bundles the background, the panel and the options page with esbuild, renders the icons
// from the web app's favicon with sharp (plus a "saved" variant), writes each browser's
// manifest, and zips each unpacked folder: dist/extension/{chromium,firefox}/ and
// dist/extension/satchel-{chromium,firefox}.zip.
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'extension');
// `--out <dir>` builds elsewhere (scripts/build-extension.test.ts builds into a temp directory).
const outFlag = process.argv.indexOf('--out');
const OUT =
  outFlag > 0 && process.argv[outFlag + 1]
    ? resolve(process.argv[outFlag + 1])
    : join(ROOT, 'dist', 'extension');
const BROWSERS = ['chromium', 'firefox'];
const ICON_SIZES = [16, 32, 48, 128];
const GECKO_ID = 'browser-extension@satchel';

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** The favicon with a green check badge in its lower right corner: "this page is saved". */
function savedVariant(svg) {
  const badge =
    '<circle cx="24" cy="24" r="7.5" fill="#2e7d32" stroke="#fff" stroke-width="1.5"/>' +
    '<path d="M20.6 24.2l2.4 2.4 4.4-4.8" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
  return svg.replace('</svg>', `${badge}</svg>`);
}

async function renderIcons(dir) {
  const favicon = readFileSync(join(ROOT, 'src', 'web', 'public', 'favicon.svg'), 'utf8');
  mkdirSync(join(dir, 'icons'), { recursive: true });
  for (const [name, svg] of [
    ['icon', favicon],
    ['saved', savedVariant(favicon)],
  ]) {
    for (const size of ICON_SIZES) {
      // Rendered at the target size from the vector, so small icons stay sharp.
      const png = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer();
      writeFileSync(join(dir, 'icons', `${name}-${size}.png`), png);
    }
  }
}

function manifestFor(browser) {
  const manifest = JSON.parse(readFileSync(join(SOURCE, 'manifest.base.json'), 'utf8'));
  manifest.version = version;
  if (browser === 'chromium') {
    manifest.background = { service_worker: 'background.js' };
    manifest.minimum_chrome_version = '120';
  } else {
    manifest.background = { scripts: ['background.js'] };
    manifest.browser_specific_settings = {
      gecko: {
        id: GECKO_ID,
        // 128 (ESR) grants MV3 host permissions at install and has action.openPopup.
        strict_min_version: '128.0',
        data_collection_permissions: { required: ['browsingActivity', 'websiteContent'] },
      },
    };
  }
  return manifest;
}

async function bundle(browser, dir) {
  await build({
    entryPoints: {
      background: join(SOURCE, 'src', 'background', 'main.ts'),
      popup: join(SOURCE, 'src', 'panel', 'main.ts'),
      options: join(SOURCE, 'src', 'options.ts'),
    },
    outdir: dir,
    bundle: true,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    target: browser === 'chromium' ? 'chrome120' : 'firefox128',
    tsconfig: join(ROOT, 'tsconfig.extension.json'),
    define: { __BROWSER__: JSON.stringify(browser) },
    logLevel: 'warning',
  });
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function zipFolder(dir, zipPath) {
  const entries = {};
  // A fixed date keeps the zip the same for the same source.
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const path of filesUnder(dir).sort()) {
    entries[relative(dir, path).split('\\').join('/')] = [readFileSync(path), { mtime }];
  }
  const zip = zipSync(entries, { level: 9 });
  writeFileSync(zipPath, zip);
  return zip.length;
}

rmSync(OUT, { recursive: true, force: true });
for (const browser of BROWSERS) {
  const dir = join(OUT, browser);
  mkdirSync(dir, { recursive: true });
  await bundle(browser, dir);
  cpSync(join(SOURCE, 'static'), dir, { recursive: true });
  await renderIcons(dir);
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifestFor(browser), null, 2)}\n`);
  const size = zipFolder(dir, join(OUT, `satchel-${browser}.zip`));
  console.log(`${relative(ROOT, OUT)}/satchel-${browser}.zip: ${(size / 1024).toFixed(1)} KB`);
}
