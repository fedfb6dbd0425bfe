import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

/** A multipart body as a browser's FormData makes it (the part's type comes from the Blob). */
async function multipart(parts: Record<string, Blob | string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'picture');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const png = (width: number, height: number, colour = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('v3/setAvatar and GET /avatars', () => {
  let t: TestApp;
  let me: Reader;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t.app);
  });
  afterAll(() => t.close());

  const upload = async (reader: Reader, parts: Record<string, Blob | string>) => {
    const { payload, contentType } = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/v3/setAvatar',
      headers: { origin: TEST_ORIGIN, cookie: reader.cookie, 'content-type': contentType },
      payload,
    });
  };
  const fetchAvatar = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const avatarUrlOf = async (reader: Reader) =>
    (await graphql<{ user: { avatarUrl: string | null } }>(t.app, reader, '{ user { avatarUrl } }'))
      .data?.user.avatarUrl;

  it('turns a PNG into a 256×256 JPEG served publicly and cached for good', async () => {
    const response = await upload(me, { avatar: new Blob([await png(800, 400)]) });
    expect(response.statusCode).toBe(200);
    const { status, url } = response.json<{ status: number; url: string }>();
    expect(status).toBe(1);
    expect(url).toMatch(new RegExp(`^/avatars/${me.id}/[0-9a-f]{64}\\.jpg$`));
    expect(await avatarUrlOf(me)).toBe(url);
    const getuser = await t.app.inject({
      method: 'GET',
      url: '/v3/getuser',
      headers: { cookie: me.cookie },
    });
    expect(getuser.json<{ user: { avatar_url: string } }>().user.avatar_url).toBe(url);

    const served = await fetchAvatar(url); // no cookie: public
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    const etag = served.headers.etag as string;
    expect((await fetchAvatar(url, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('replaces the avatar with a JPEG (even a small one) and deletes the old file', async () => {
    const first = (await upload(me, { file: new Blob([await png(300, 300, '#aa0000')]) })).json<{
      url: string;
    }>().url;
    const jpeg = await sharp({
      create: { width: 100, height: 60, channels: 3, background: '#00aa00' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(me, { file: new Blob([jpeg], { type: 'image/jpeg' }) });
    const second = response.json<{ url: string }>().url;
    expect(second).not.toBe(first);
    expect((await fetchAvatar(first)).statusCode).toBe(404);
    const served = await fetchAvatar(second);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('removes the avatar with {remove: true} or a remove=1 form field', async () => {
    const url = (await upload(me, { file: new Blob([await png(64, 64)]) })).json<{ url: string }>()
      .url;
    const removed = await t.app.inject({
      method: 'POST',
      url: '/v3/setAvatar',
      headers: { origin: TEST_ORIGIN, cookie: me.cookie },
      payload: { remove: true },
    });
    expect(removed.json()).toEqual({ status: 1, url: null });
    expect(await avatarUrlOf(me)).toBeNull();
    expect((await fetchAvatar(url)).statusCode).toBe(404);

    const again = (await upload(me, { file: new Blob([await png(64, 64, '#123456')]) })).json<{
      url: string;
    }>().url;
    const viaForm = await upload(me, { remove: '1' });
    expect(viaForm.json()).toEqual({ status: 1, url: null });
    expect((await fetchAvatar(again)).statusCode).toBe(404);
  });

  it('refuses a text file (400) and a file over 5 MB (413), keeping the avatar', async () => {
    const url = (await upload(me, { file: new Blob([await png(64, 64, '#654321')]) })).json<{
      url: string;
    }>().url;
    const text = await upload(me, { file: new Blob(['just some words'], { type: 'text/plain' }) });
    expect(text.statusCode).toBe(400);
    expect(text.headers['x-error-code']).toBe('130');
    expect(text.json()).toEqual({
      status: 0,
      error: 'This file is not an image Satchel can use.',
      field: 'file',
    });
    const big = await upload(me, { file: new Blob([Buffer.alloc(5 * 1024 * 1024 + 1, 1)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: 0, field: 'file' });
    expect(big.headers['x-error']).toBeDefined();
    expect(await avatarUrlOf(me)).toBe(url);
    expect((await fetchAvatar(url)).statusCode).toBe(200);
  });

  it('refuses a request with neither a file nor remove', async () => {
    const response = await upload(me, { note: 'hello' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, field: 'file' });
  });

  it('refuses a truncated or malformed multipart body with 400, keeping the avatar', async () => {
    const before = await avatarUrlOf(me);
    const { payload, contentType } = await multipart({ file: new Blob([await png(300, 300)]) });
    const bodies = [
      payload.subarray(0, Math.floor(payload.length / 2)), // the connection dropped mid-file
      payload.subarray(0, 40), // inside the first part's headers
      Buffer.from('not multipart at all'),
    ];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v3/setAvatar',
        headers: { origin: TEST_ORIGIN, cookie: me.cookie, 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['x-error-code']).toBe('130');
      expect(response.json()).toMatchObject({ status: 0, field: 'file' });
    }
    expect(await avatarUrlOf(me)).toBe(before);
  });

  it('answers 404 for names it did not make', async () => {
    for (const url of [
      `/avatars/${me.id}/${'0'.repeat(64)}.jpg`,
      `/avatars/${me.id}/..%2F..%2Fetc%2Fpasswd`,
      `/avatars/${me.id}/${'A'.repeat(64)}.jpg`,
      `/avatars/0/${'0'.repeat(64)}.jpg`,
      `/avatars/abc/${'0'.repeat(64)}.png`,
    ]) {
      expect((await fetchAvatar(url)).statusCode).toBe(404);
    }
  });
});
