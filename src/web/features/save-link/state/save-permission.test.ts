import { describe, expect, it } from 'vitest';
import { SAVE_REQUESTED, savesAtOnce } from './save-permission';

const LINK = '/save?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&title=%E6%9D%B1%E4%BA%AC';

describe('savesAtOnce', () => {
  it('follows the server for the address the document was loaded at', () => {
    const facts = { documentAddress: LINK, address: LINK, state: null };
    expect(savesAtOnce({ ...facts, served: 'at-once' })).toBe(true);
    expect(savesAtOnce({ ...facts, served: 'confirm' })).toBe(false);
    // Served by the service worker's shell, or an older server: ask.
    expect(savesAtOnce({ ...facts, served: null })).toBe(false);
  });

  it('asks for an address reached inside the app, such as a login page’s return address', () => {
    expect(
      savesAtOnce({
        served: 'at-once',
        documentAddress: `/login?utm_source=${encodeURIComponent(LINK)}`,
        address: LINK,
        state: { usr: null },
      }),
    ).toBe(false);
    expect(
      savesAtOnce({
        served: 'at-once',
        documentAddress: LINK,
        address: '/save?url=https%3A%2F%2Fother.example%2F',
        state: null,
      }),
    ).toBe(false);
  });

  it('saves at once what the user asked for on Satchel’s own page', () => {
    expect(
      savesAtOnce({
        served: 'confirm',
        documentAddress: '/save?text=nothing',
        address: LINK,
        state: SAVE_REQUESTED,
      }),
    ).toBe(true);
    expect(
      savesAtOnce({ served: null, documentAddress: null, address: LINK, state: 'saveRequested' }),
    ).toBe(false);
  });
});
