import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../../test/factories.js';
import { createList, itemInput, updateList, type ListJson } from '../../test/list-factories.js';
import {
  createTestApp,
  graphql,
  signUp,
  TEST_ORIGIN,
  type Auth,
  type TestApp,
} from '../../test/test-app.js';

const CREATE_SHARE = `mutation($target: ValidUrl!, $context: ShareContextInput) {
  createShareLink(target: $target, context: $context) { slug shareUrl } }`;
const REPORT = `mutation($id: ID!) { reportShareableList(externalId: $id, reason: SPAM) }`;
const MODERATE = `mutation($id: ID!, $status: ShareableListModerationStatus!, $reason: String) {
  moderateShareableList(externalId: $id, moderationStatus: $status, reason: $reason) { moderationStatus } }`;

type User = Auth & { cookie: string; username: string };

describe('public pages', () => {
  let t: TestApp;
  let admin: User;
  let owner: User;
  let visitor: User;

  const open = async (url: string, auth: Partial<User> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: auth.cookie ? { cookie: auth.cookie } : {},
    });
    const { document } = parseHTML(response.body);
    const meta = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null;
    return { response, document, meta, body: response.body };
  };

  const share = async (target: string, context?: unknown) => {
    const response = await graphql<{ createShareLink: { slug: string; shareUrl: string } }>(
      t.app,
      owner,
      CREATE_SHARE,
      { target, context },
    );
    return response.data!.createShareLink;
  };

  const publicList = async (
    listData: Record<string, unknown>,
    items: Array<Record<string, unknown>>,
    noteVisibility: 'PUBLIC' | 'PRIVATE' = 'PRIVATE',
  ): Promise<ListJson & { path: string }> => {
    const list = await createList(t.app, owner, listData, items);
    const updated = await updateList(t.app, owner, {
      externalId: list.externalId,
      status: 'PUBLIC',
      listItemNoteVisibility: noteVisibility,
    });
    const published = updated.data!.updateShareableList;
    return { ...published, path: `/sharedlists/${published.externalId}/${published.slug}` };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { username: 'page_admin' }); // the first account administers
    owner = await signUp(t.app, { username: 'curator' });
    visitor = await signUp(t.app, { username: 'visitor' });
  });
  afterAll(() => t.close());

  describe('/share/:slug', () => {
    it('shows the preview, note and quotes with meta tags, and signup prompts when logged out', async () => {
      const created = await share('https://example.com/essays/on-attention', {
        note: 'Read the third part.',
        highlights: { quotes: ['Attention is the rarest form of generosity.'] },
      });
      const { response, document, meta } = await open(`/share/${created.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(document.documentElement.getAttribute('lang')).toBe('en');
      expect(document.querySelector('h1')?.textContent).toMatch(/on attention/i);
      expect(document.querySelector('.share-note')?.textContent).toBe('Read the third part.');
      expect(document.querySelector('blockquote')?.textContent?.trim()).toBe(
        'Attention is the rarest form of generosity.',
      );
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        created.shareUrl,
      );
      expect(meta('og:url')).toBe(`${TEST_ORIGIN}/share/${created.slug}`);
      expect(meta('og:title')).toMatch(/on attention/i);
      expect(meta('description')).toBe('Attention is the rarest form of generosity.');
      expect(meta('og:description')).toBe('Attention is the rarest form of generosity.');
      expect(meta('twitter:card')).toBe('summary');
      expect(document.querySelector('.preview-domain')?.textContent).toBe('example.com');
      // Logged out: no Save button, a way to sign up or log in and come back.
      expect(document.querySelector('button[data-save-url]')).toBeNull();
      // Signing up from the page comes back to it, as logging in does.
      expect(
        document.querySelector('.signup-prompt a[href^="/signup"]')?.getAttribute('href'),
      ).toBe(`/signup?src=public-page&utm_source=${encodeURIComponent(`/share/${created.slug}`)}`);
      const login = document
        .querySelector('.signup-prompt a[href^="/login"]')
        ?.getAttribute('href');
      expect(login).toBe(
        `/login?src=public-page&utm_source=${encodeURIComponent(`/share/${created.slug}`)}`,
      );
    });

    it('shows a signed-in visitor whether they saved the page', async () => {
      const created = await share('https://example.com/already-saved');
      const before = await open(`/share/${created.slug}`, visitor);
      const button = before.document.querySelector('button[data-save-url]');
      expect(button?.getAttribute('aria-pressed')).toBe('false');
      expect(button?.getAttribute('data-save-url')).toBe('https://example.com/already-saved');

      const saved = await saveUrl(t.app, visitor, { url: 'https://example.com/already-saved' });
      const after = await open(`/share/${created.slug}`, visitor);
      const pressed = after.document.querySelector('button[data-save-url]');
      expect(pressed?.getAttribute('aria-pressed')).toBe('true');
      expect(pressed?.getAttribute('data-item-id')).toBe(saved.id);
      expect(pressed?.textContent?.trim()).toMatch(/^Saved\s+already saved$/);
    });

    it('answers 404 with a page for unknown and malformed slugs', async () => {
      for (const slug of ['0b0c4e1e-6a8f-4d5e-9f3a-7c2b1d0e9f8a', 'nope', '%3Cscript%3E']) {
        const { response, document, meta } = await open(`/share/${slug}`);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(document.querySelector('h1')?.textContent).toBe(
          'This shared page could not be found',
        );
        expect(meta('robots')).toBe('noindex');
      }
    });
  });

  describe('/sharedlists/:externalId/:slug', () => {
    it('makes short slugs for long titles and still serves a list whose slug is longer than 100', async () => {
      const list = await publicList({ title: '& '.repeat(50).trim() }, [itemInput()]);
      expect(list.slug?.length).toBeLessThanOrEqual(80);
      expect((await open(list.path)).response.statusCode).toBe(200);
      // A list published before slugs were capped keeps its address.
      const longSlug = `${'and-'.repeat(49)}and`;
      await t.db.query('UPDATE shareable_lists SET slug = $1 WHERE external_id = $2', [
        longSlug,
        list.externalId,
      ]);
      const page = await open(`/sharedlists/${list.externalId}/${longSlug}`);
      expect(page.response.statusCode).toBe(200);
      expect(page.body).toContain('&amp; &amp; &amp;');
    });

    it('renders a public list for a logged-out visitor, with meta tags and signup prompts', async () => {
      const first = itemInput({ title: 'First read', imageUrl: 'https://img.example.com/1.jpg' });
      const second = itemInput({ title: 'Second read', note: 'A private aside' });
      const list = await publicList(
        { title: 'Slow Sunday', description: 'Long reads for a quiet day.' },
        [first, second],
      );
      const { response, document, meta } = await open(list.path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(document.querySelector('h1')?.textContent).toBe('Slow Sunday');
      expect(document.querySelector('.lede')?.textContent).toBe('Long reads for a quiet day.');
      expect(document.querySelector('.owner')?.textContent).toMatch(/A list by\s+curator/);
      expect(document.querySelector('.avatar-initial')?.textContent).toBe('C');
      expect([...document.querySelectorAll('.item-title')].map((h) => h.textContent)).toEqual([
        'First read',
        'Second read',
      ]);
      const canonical = `${TEST_ORIGIN}${list.path}`;
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
      expect(meta('og:url')).toBe(canonical);
      expect(meta('description')).toBe('Long reads for a quiet day.');
      expect(meta('og:title')).toMatch(/^Slow Sunday/);
      // Signed, so crawlers and logged-out visitors may have it rendered (image-cache.routes.test.ts).
      const ogImage = `${TEST_ORIGIN}/image-cache?url=${encodeURIComponent('https://img.example.com/1.jpg')}&w=1200&h=630&fmt=jpg&focal=1`;
      expect(meta('og:image')?.slice(0, ogImage.length)).toBe(ogImage);
      expect(meta('og:image')?.slice(ogImage.length)).toMatch(/^&sig=[\w-]{22}$/);
      expect(meta('twitter:card')).toBe('summary_large_image');
      // Images have their size and load lazily below the fold.
      const images = [...document.querySelectorAll('.list-item img')];
      expect(images.every((img) => img.getAttribute('width') && img.getAttribute('height'))).toBe(
        true,
      );
      // Notes stay private by default; logged-out visitors get prompts, not buttons.
      expect(document.querySelector('.item-note')).toBeNull();
      expect(response.body).not.toContain('A private aside');
      expect(document.querySelector('button[data-save-url]')).toBeNull();
      expect(document.querySelector('[data-report-open]')).toBeNull();
      expect(
        document.querySelector('.signup-prompt a[href^="/signup"]')?.getAttribute('href'),
      ).toMatch(/^\/signup\?src=public-page&utm_source=%2Fsharedlists%2F/);
    });

    it("titles an item the owner added before its page was read by its address's last segment", async () => {
      const pending = itemInput({ title: null, url: 'http://127.0.0.1:4173/2026/12/neon-lights/' });
      const list = await publicList({ title: 'Glow' }, [pending]);
      const { document } = await open(list.path);
      expect(document.querySelector('.item-title')?.textContent).toBe('neon-lights');
    });

    it('shows notes only when their visibility is PUBLIC', async () => {
      const list = await publicList(
        { title: 'Annotated' },
        [itemInput({ note: 'Start with this one.' })],
        'PUBLIC',
      );
      const { document } = await open(list.path);
      expect(document.querySelector('.item-note')?.textContent).toBe('Note: Start with this one.');
    });

    it('escapes hostile titles, notes and descriptions', async () => {
      const hostile = '<script>alert("x")</script> & "quotes"';
      const list = await publicList(
        { title: hostile, description: '<img src=x onerror=alert(1)>' },
        [itemInput({ title: '"><svg onload=alert(2)>', note: '</p><script>bad()</script>' })],
        'PUBLIC',
      );
      const { response, document, meta } = await open(list.path);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/<script>alert|<img src=x|<svg onload|<script>bad/);
      // Only our own scripts: the module and the colour-mode one (no inline script).
      expect(
        [...document.querySelectorAll('script:not([type="module"])')].map((script) =>
          script.getAttribute('src'),
        ),
      ).toEqual(['/theme-init.js']);
      expect(document.querySelector('h1')?.textContent).toBe(hostile);
      expect(document.querySelector('.lede')?.textContent).toBe('<img src=x onerror=alert(1)>');
      expect(document.querySelector('.item-title')?.textContent).toBe('"><svg onload=alert(2)>');
      expect(meta('og:title')).toContain(hostile);
      expect(document.title).toContain(hostile);
    });

    it("marks a signed-in visitor's saved items and list, and offers Report to non-owners", async () => {
      const items = [itemInput(), itemInput(), itemInput()];
      const list = await publicList({ title: 'Three picks' }, items);
      const pageUrl = `${TEST_ORIGIN}${list.path}`;
      const savedItem = await saveUrl(t.app, visitor, { url: items[1]!.url });
      const savedList = await saveUrl(t.app, visitor, { url: pageUrl });

      const { document } = await open(list.path, visitor);
      const states = [...document.querySelectorAll('.list-item button[data-save-url]')].map(
        (button) => [button.getAttribute('aria-pressed'), button.getAttribute('data-item-id')],
      );
      expect(states).toEqual([
        ['false', ''],
        ['true', savedItem.id],
        ['false', ''],
      ]);
      const listButton = document.querySelector('.list-header button[data-save-url]');
      expect(listButton?.getAttribute('data-save-url')).toBe(pageUrl);
      expect(listButton?.getAttribute('aria-pressed')).toBe('true');
      expect(listButton?.getAttribute('data-item-id')).toBe(savedList.id);
      expect(listButton?.textContent?.trim()).toMatch(/^List saved\s+Three picks$/);
      expect(document.querySelector('[data-report-open]')).not.toBeNull();
      const reasons = [...document.querySelectorAll('#report-dialog input[name="reason"]')].map(
        (input) => input.getAttribute('value'),
      );
      expect(reasons).toEqual([
        'SPAM',
        'SEXUALLY_EXPLICIT',
        'HATEFUL_OR_ABUSIVE',
        'MISINFORMATION',
        'COPYRIGHT',
        'OTHER',
      ]);
      expect(document.querySelector('.signup-prompt')).toBeNull();

      const asOwner = await open(list.path, owner);
      expect(asOwner.document.querySelector('[data-report-open]')).toBeNull();
      expect(asOwner.document.querySelector('#report-dialog')).toBeNull();
    });

    it('answers 403 with a clear page once moderators hide the list', async () => {
      const list = await publicList({ title: 'To be hidden' }, [itemInput()]);
      const reported = await graphql(t.app, visitor, REPORT, { id: list.externalId });
      expect(reported.errors).toBeUndefined();
      const hidden = await graphql(t.app, admin, MODERATE, {
        id: list.externalId,
        status: 'HIDDEN',
        reason: 'Spam links',
      });
      expect(hidden.errors).toBeUndefined();
      const { response, document } = await open(list.path);
      expect(response.statusCode).toBe(403);
      expect(document.querySelector('h1')?.textContent).toBe(
        'This list has been hidden by moderators',
      );
      expect(response.body).not.toContain('To be hidden');
    });

    it('answers 404 for a private list, a wrong slug and an unknown list', async () => {
      const privateList = await createList(t.app, owner, { title: 'Just mine' }, [itemInput()]);
      const list = await publicList({ title: 'Public one' }, [itemInput()]);
      for (const path of [
        `/sharedlists/${privateList.externalId}/just-mine`,
        `/sharedlists/${list.externalId}/wrong-slug`,
        '/sharedlists/00000000-0000-4000-8000-000000000000/public-one',
        '/sharedlists/not-an-id/x',
      ]) {
        const { response, document } = await open(path);
        expect(response.statusCode, path).toBe(404);
        expect(document.querySelector('h1')?.textContent).toBe('This list could not be found');
      }
    });
  });
});
