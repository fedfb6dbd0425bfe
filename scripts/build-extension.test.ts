/**
 * The extension build (scripts/build-extension.mjs, docs/EXTENSION.md): one source, two packages
 * whose manifests differ where the browsers do, each zip under the 200 KB budget and holding what
 * the manifest names.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const out = mkdtempSync(join(tmpdir(), 'satchel-extension-build-'));

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-extension.mjs', '--out', out], { stdio: 'pipe' });
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Manifest {
  manifest_version: number;
  version: string;
  background: { service_worker?: string; scripts?: string[] };
  browser_specific_settings?: { gecko?: { id?: string; strict_min_version?: string } };
  permissions: string[];
  host_permissions: string[];
  action: { default_popup: string; default_icon: Record<string, string> };
  icons: Record<string, string>;
  options_ui: { page: string };
  commands: Record<string, { suggested_key?: Record<string, string> }>;
}

function packageOf(browser: 'chromium' | 'firefox') {
  const zip = readFileSync(join(out, `satchel-${browser}.zip`));
  const files = unzipSync(zip);
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Manifest;
  return { zip, files, manifest };
}

describe('build-extension', () => {
  it('gives Chromium a service worker and Firefox background scripts with gecko settings', () => {
    const chromium = packageOf('chromium').manifest;
    const firefox = packageOf('firefox').manifest;
    expect(chromium.manifest_version).toBe(3);
    expect(firefox.manifest_version).toBe(3);
    expect(chromium.background).toEqual({ service_worker: 'background.js' });
    expect(chromium.browser_specific_settings).toBeUndefined();
    expect(firefox.background).toEqual({ scripts: ['background.js'] });
    expect(firefox.browser_specific_settings?.gecko).toMatchObject({
      id: 'browser-extension@satchel',
      strict_min_version: '128.0',
    });
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(chromium.version).toBe(version);
    expect(firefox.version).toBe(version);
  });

  it('asks for the permissions docs/EXTENSION.md explains, and the save shortcut', () => {
    for (const browser of ['chromium', 'firefox'] as const) {
      const { manifest } = packageOf(browser);
      expect([...manifest.permissions].sort()).toEqual(
        ['activeTab', 'alarms', 'contextMenus', 'scripting', 'storage', 'tabs'].sort(),
      );
      expect(manifest.host_permissions).toEqual(['http://*/*', 'https://*/*']);
      expect(manifest.commands._execute_action?.suggested_key).toEqual({
        default: 'Alt+Shift+S',
        mac: 'MacCtrl+Shift+S',
      });
    }
  });

  it('packs every file the manifest names, under 200 KB per browser', () => {
    for (const browser of ['chromium', 'firefox'] as const) {
      const { zip, files, manifest } = packageOf(browser);
      expect(zip.length).toBeLessThan(200 * 1024);
      const named = [
        manifest.action.default_popup,
        manifest.options_ui.page,
        ...(manifest.background.scripts ?? [manifest.background.service_worker!]),
        ...Object.values(manifest.icons),
        ...Object.values(manifest.action.default_icon),
        // The "saved" icons the background switches to (extension/src/background/saved-state.ts).
        'icons/saved-16.png',
        'icons/saved-32.png',
        'icons/saved-48.png',
        'popup.js',
        'options.js',
        'panel.css',
      ];
      for (const name of named) expect(files[name], `${browser}: ${name}`).toBeDefined();
      // PNG signature: the icons were rendered, not copied as SVG.
      expect([...files['icons/icon-128.png']!.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
  });

  it('bakes each browser its own consumer key into one shared source', () => {
    const key = (browser: 'chromium' | 'firefox') =>
      new TextDecoder()
        .decode(packageOf(browser).files['background.js'])
        .match(/160[12]-5a7c4e1e0b3d2f6a8c9e0d1f/g);
    expect(new Set(key('chromium'))).toEqual(new Set(['1601-5a7c4e1e0b3d2f6a8c9e0d1f']));
    expect(new Set(key('firefox'))).toEqual(new Set(['1602-5a7c4e1e0b3d2f6a8c9e0d1f']));
  });
});
