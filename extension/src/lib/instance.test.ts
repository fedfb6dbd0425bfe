import { describe, expect, it } from 'vitest';
import { instanceLabel, normaliseInstance, originPattern } from './instance.js';

describe('normaliseInstance', () => {
  it('takes a bare host as https, and localhost or an IP address as http', () => {
    expect(normaliseInstance('  satchel.example.com/ ')).toEqual({
      ok: true,
      origin: 'https://satchel.example.com',
    });
    expect(normaliseInstance('localhost:3000')).toEqual({
      ok: true,
      origin: 'http://localhost:3000',
    });
    expect(normaliseInstance('192.168.1.20:8080')).toEqual({
      ok: true,
      origin: 'http://192.168.1.20:8080',
    });
  });

  it('keeps a path (a Satchel behind a proxy) and drops query and fragment', () => {
    expect(normaliseInstance('https://example.org/satchel/?x=1#top')).toEqual({
      ok: true,
      origin: 'https://example.org/satchel',
    });
  });

  it('turns an internationalised host into its ASCII form', () => {
    expect(normaliseInstance('sacoche.exemple.fr')).toMatchObject({ ok: true });
    expect(normaliseInstance('читать.рф')).toEqual({
      ok: true,
      origin: 'https://xn--80ap4abv8a.xn--p1ai',
    });
  });

  it('refuses what is not a web address, in words', () => {
    expect(normaliseInstance('')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/address/),
    });
    expect(normaliseInstance('ftp://example.com')).toMatchObject({ ok: false });
    expect(normaliseInstance('https://user:pw@example.com')).toMatchObject({
      ok: false,
      reason: 'Leave the user name and password out of the address.',
    });
    expect(normaliseInstance('http://exa mple.com')).toMatchObject({ ok: false });
    expect(normaliseInstance(`https://${'a'.repeat(400)}.com`)).toMatchObject({ ok: false });
  });
});

describe('originPattern and instanceLabel', () => {
  it('name the host for a permission and for people', () => {
    expect(originPattern('https://example.org/satchel')).toBe('https://example.org/*');
    expect(instanceLabel('http://127.0.0.1:3000')).toBe('127.0.0.1:3000');
  });
});
