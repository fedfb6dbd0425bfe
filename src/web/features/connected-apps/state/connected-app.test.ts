import { describe, expect, it } from 'vitest';
import {
  appPermissions,
  appsOf,
  appTitle,
  isUnnamedApp,
  withoutApp,
  type ConnectedApp,
} from './connected-app';

const app = (id: number, consumerKey: string | null): ConnectedApp => ({
  id,
  name: consumerKey ? `App ${consumerKey}` : 'My script',
  consumer_key: consumerKey,
  created_at: '1763800000',
  last_used_at: null,
  scopes: ['saves', 'tags', 'highlights', 'lists'],
});

describe('connected apps state', () => {
  it('reads the apps of a successful reply and throws on a failed one', () => {
    expect(appsOf({ status: 1, error: null, apps: [app(1, 'k')] })).toEqual([app(1, 'k')]);
    expect(appsOf({ status: 1, error: null })).toEqual([]);
    expect(() => appsOf({ status: 0, error: 'Nope' })).toThrow('Nope');
    expect(() => appsOf(null)).toThrow();
  });

  it('takes one app out by id', () => {
    expect(withoutApp([app(1, 'a'), app(2, null)], 1)).toEqual([app(2, null)]);
  });

  it('names an OAuth grant by its key and a token by its name', () => {
    expect(appTitle(app(1, '1234-abcd'))).toBe('App 1234-abcd');
    expect(appTitle(app(2, null))).toBe('“My script”');
    const extension = { ...app(3, '1601-5a7c4e1e0b3d2f6a8c9e0d1f'), name: 'Satchel for Chromium' };
    expect(appTitle(extension)).toBe('Satchel for Chromium');
    expect([app(1, '1234-abcd'), app(2, null), extension].map(isUnnamedApp)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('appPermissions', () => {
  it("names an app's scopes in words, the extension's capture too", () => {
    expect(appPermissions({ scopes: ['saves', 'lists'] })).toEqual([
      'Read, add, archive, favorite and delete your saves, and search and share them',
      'Read, make and change your lists',
    ]);
    expect(
      appPermissions({ scopes: ['saves', 'tags', 'highlights', 'lists', 'captures'] }),
    ).toHaveLength(5);
    expect(appPermissions({ scopes: [] })).toEqual([]);
  });
});
