import { describe, expect, test } from 'vitest';
import { isSameOriginPath, loginRedirectPath, returnPathFrom } from './paths';

describe('return addresses', () => {
  test('only same-origin paths are followed after login', () => {
    expect(returnPathFrom(new URLSearchParams('utm_source=%2Fsaves%3Fa%3D1'))).toBe('/saves?a=1');
    expect(returnPathFrom(new URLSearchParams('utm_source=//evil.example'))).toBe('/home');
    expect(returnPathFrom(new URLSearchParams('utm_source=https://evil.example'))).toBe('/home');
    expect(returnPathFrom(new URLSearchParams(''))).toBe('/home');
    expect(isSameOriginPath('/\\evil.example')).toBe(false);
  });

  test('login redirects carry the source and the encoded return path', () => {
    expect(loginRedirectPath('web-auth', '/saves')).toBe('/login?src=web-auth&utm_source=%2Fsaves');
    expect(loginRedirectPath('web-reauth', '/saves?x=1')).toBe(
      '/login?src=web-reauth&utm_source=%2Fsaves%3Fx%3D1',
    );
  });
});
