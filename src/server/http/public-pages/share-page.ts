/**
 * /share/{slug}: the public page of a share link (docs/PRODUCT.md §10.2): a preview card of the
 * target (image, title, domain, excerpt), the sharer's note and quoted highlights, and a Save
 * button.
 */
import { hostWithoutWww } from '../../../common/item-display.js';
import { titleFromUrl } from '../../items/items.service.js';
import type { PocketShareView } from '../../shares/shares.types.js';
import type { PublicAssets } from './assets.js';
import { html, safeHref } from './html.js';
import { clip, renderPage, type ImageUrlBuilder, type Visitor } from './layout.js';
import { saveToggle, signupPrompt } from './save-controls.js';
import { shareMenu } from './share-menu.js';

const CARD_IMAGE = { width: 1200, height: 630, format: 'jpg', focal: true } as const;

export function renderSharePage(options: {
  share: PocketShareView;
  visitor: Visitor;
  /** The visitor's save of the target, if any. */
  savedItemId: number | undefined;
  assets: PublicAssets;
  publicUrl: string;
  imageUrl: ImageUrlBuilder;
}): string {
  const { share, visitor } = options;
  const item = share.preview;
  const targetUrl = item.resolvedUrl ?? share.targetUrl;
  const title = item.title ?? titleFromUrl(targetUrl) ?? hostWithoutWww(targetUrl) ?? targetUrl;
  const domain = item.siteName ?? hostWithoutWww(targetUrl) ?? '';
  const imageSrc = item.topImageUrl ?? item.images[0]?.src ?? null;
  const image = options.imageUrl(imageSrc, CARD_IMAGE);
  const quotes = share.context?.highlights ?? [];
  const note = share.context?.note ?? null;
  const path = `/share/${share.slug}`;
  // The target's own words carry its direction and language (dir="auto" when unknown); a stand-in
  // title made from the URL has neither.
  const dir = item.direction ?? 'auto';
  const lang = item.language && item.title ? item.language : null;
  const langAttr = lang ? html` lang="${lang}"` : '';
  const description = clip(
    quotes[0]?.quote ?? note ?? item.excerpt ?? `A page from ${domain}, shared with Satchel.`,
    200,
  );

  const card = html`<article class="preview-card">
    ${
      image
        ? html`<a
            class="preview-image"
            href="${safeHref(targetUrl)}"
            tabindex="-1"
            aria-hidden="true"
          >
            <img
              src="${image}"
              alt=""
              width="1200"
              height="630"
              decoding="async"
              fetchpriority="high"
            />
          </a>`
        : ''
    }
    <div class="preview-body">
      <p class="preview-domain">${domain}</p>
      <h1 class="preview-title" dir="${item.title ? dir : 'auto'}" ${langAttr}>
        <a href="${safeHref(targetUrl)}">${title}</a>
      </h1>
      ${item.excerpt ? html`<p class="preview-excerpt" dir="${dir}" ${langAttr}>${clip(item.excerpt, 400)}</p>` : ''}
    </div>
  </article>`;

  const context =
    note || quotes.length
      ? html`<section class="share-context" aria-labelledby="context-heading">
          <h2 id="context-heading" class="section-heading">
            Shared with a ${quotes.length ? 'highlight' : 'note'}
          </h2>
          ${note ? html`<p class="share-note" dir="auto">${note}</p>` : ''}
          ${quotes.map(
            (quote) =>
              html`<blockquote class="share-quote" dir="${dir}" ${langAttr}>
                <p>${quote.quote}</p>
              </blockquote>`,
          )}
        </section>`
      : '';

  const actions = visitor.signedIn
    ? html`<div class="actions">
        ${saveToggle({ url: share.targetUrl, savedItemId: options.savedItemId, what: title, primary: true })}
        <a class="button" href="${safeHref(targetUrl)}" rel="noopener">Open the original</a>
        ${shareMenu(share.shareUrl, title)}
      </div>`
    : html`<div class="actions">
          <a class="button" href="${safeHref(targetUrl)}" rel="noopener">Open the original</a>
          ${shareMenu(share.shareUrl, title)}
        </div>
        ${signupPrompt('Save this page to read later, in a calm reader, on any device.', path)}`;

  return renderPage({
    meta: {
      title: `${title} · Shared with Satchel`,
      description,
      canonicalUrl: share.shareUrl,
      image: image ? `${options.publicUrl}${image}` : null,
      type: 'article',
    },
    body: html`<div class="share-page">${card}${context}${actions}</div>`,
    visitor,
    assets: options.assets,
    path,
  });
}
