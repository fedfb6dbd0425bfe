/**
 * The shell of every public page: <head> with the meta tags link previews read (title,
 * description, canonical, Open Graph, Twitter card), the inlined stylesheet and the deferred
 * script, a slim header and a footer. Also the 403/404 pages.
 */
import type { ImageCacheOptions } from '../../../common/image-cache-url.js';
import type { PublicAssets } from './assets.js';
import { html, trusted, type SafeHtml } from './html.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonicalUrl?: string | undefined;
  /** Absolute URL of the preview image. */
  image?: string | null | undefined;
  type?: 'website' | 'article';
  /** Error pages are not indexed. */
  noindex?: boolean;
}

export interface Visitor {
  signedIn: boolean;
  username: string | null;
}

/**
 * Builds a page's image-cache URLs. The routes pass a signing one (ImageUrlSigner.signedUrl):
 * logged-out visitors and link-preview crawlers may then make these variants (DECISIONS §14).
 */
export type ImageUrlBuilder = (
  src: string | null | undefined,
  options: ImageCacheOptions,
) => string | null;

const LOGO = trusted(
  '<svg class="brand-mark" aria-hidden="true" width="28" height="28" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="currentColor"/><path d="M11 11V9a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v2" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/><rect x="6" y="11" width="20" height="15" rx="3" fill="none" stroke="#fff" stroke-width="2"/><path d="M6 16h20M16 16v3" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>',
);

/** Text cut to `max` characters at a word boundary, for descriptions. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `/login?src=…&utm_source=<path>`: the web client sends the visitor back here after login. */
export const loginHref = (source: string, returnPath: string) =>
  `/login?src=${encodeURIComponent(source)}&utm_source=${encodeURIComponent(returnPath)}`;

/** `/signup?src=…&utm_source=<path>`: a new account comes back to this page too. */
export const signupHref = (source: string, returnPath: string) =>
  `/signup?src=${encodeURIComponent(source)}&utm_source=${encodeURIComponent(returnPath)}`;

function siteHeader(visitor: Visitor, returnPath: string): SafeHtml {
  const account = visitor.signedIn
    ? html`<a class="nav-link" href="/saves">My Saves</a>`
    : html`<a class="nav-link" href="${loginHref('public-page', returnPath)}">Log in</a>
        <a class="button button-primary" href="${signupHref('public-page', returnPath)}"
          >Sign up</a
        >`;
  return html`<header class="site-header">
    <a class="brand" href="/">${LOGO}<span>Satchel</span></a>
    <nav class="site-nav" aria-label="Account">${account}</nav>
  </header>`;
}

export function renderPage(options: {
  meta: PageMeta;
  body: SafeHtml;
  visitor: Visitor;
  assets: PublicAssets;
  /** Path of this page, for the login link's return address. */
  path: string;
}): string {
  const { meta, visitor, assets } = options;
  const image = meta.image ?? null;
  const page = html`<!doctype html>
    <html lang="en" data-default-theme="system">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>${meta.title}</title>
        <meta name="description" content="${meta.description}" />
        ${meta.noindex ? html`<meta name="robots" content="noindex" />` : ''}
        ${meta.canonicalUrl ? html`<link rel="canonical" href="${meta.canonicalUrl}" />` : ''}
        <meta property="og:site_name" content="Satchel" />
        <meta property="og:type" content="${meta.type ?? 'website'}" />
        <meta property="og:title" content="${meta.title}" />
        <meta property="og:description" content="${meta.description}" />
        ${meta.canonicalUrl ? html`<meta property="og:url" content="${meta.canonicalUrl}" />` : ''}
        ${image ? html`<meta property="og:image" content="${image}" />` : ''}
        <meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />
        <meta name="twitter:title" content="${meta.title}" />
        <meta name="twitter:description" content="${meta.description}" />
        ${image ? html`<meta name="twitter:image" content="${image}" />` : ''}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <!-- The visitor's Satchel colour mode (light, dark, sepia) before first paint; else the system's. -->
        <script src="/theme-init.js"></script>
        ${
          assets.css
            ? html`<style>
                ${trusted(assets.css)}
              </style>`
            : ''
        }
        ${assets.scriptSrc ? html`<script type="module" src="${assets.scriptSrc}"></script>` : ''}
      </head>
      <body data-signed-in="${visitor.signedIn ? 'true' : 'false'}">
        <a class="skip-link" href="#main">Skip to content</a>
        ${siteHeader(visitor, options.path)}
        <main id="main" class="page">${options.body}</main>
        <footer class="site-footer">
          <p><a href="/">Satchel</a> keeps the pages you want to read, and lets you share them.</p>
        </footer>
        <p id="page-status" class="page-status" role="status" aria-live="polite"></p>
      </body>
    </html>`;
  return page.value;
}

/** The 404 and 403 pages: what happened, and a way on. */
export function renderErrorPage(options: {
  status: 403 | 404;
  heading: string;
  message: string;
  visitor: Visitor;
  assets: PublicAssets;
  path: string;
}): string {
  const body = html`<section class="error-page">
    <p class="eyebrow">${options.status === 404 ? 'Not found' : 'Unavailable'}</p>
    <h1>${options.heading}</h1>
    <p class="lede">${options.message}</p>
    <p><a class="button button-primary" href="/">Go to Satchel</a></p>
  </section>`;
  return renderPage({
    meta: {
      title: `${options.heading} · Satchel`,
      description: options.message,
      noindex: true,
    },
    body,
    visitor: options.visitor,
    assets: options.assets,
    path: options.path,
  });
}
