/**
 * /sharedlists/{externalId}/{slug}: the public page of a shareable list (docs/PRODUCT.md §10.2).
 * Title, description, the owner, the items in order (notes only when the owner made them public —
 * the lists service already leaves them out otherwise), Save/Saved per item and for the list,
 * Share, and Report for signed-in visitors who do not own the list; sign-up prompts for everyone
 * else.
 */
import { hostWithoutWww, lastPathSegmentTitle } from '../../../common/item-display.js';
import {
  LIST_REPORT_COMMENT_MAX,
  LIST_REPORT_REASONS,
  type ListReportReason,
} from '../../../common/list-rules.js';
import type { PublicListView } from '../../lists/lists.types.js';
import type { PublicAssets } from './assets.js';
import { html, safeHref, type SafeHtml } from './html.js';
import { clip, renderPage, type ImageUrlBuilder, type Visitor } from './layout.js';
import { saveToggle, signupPrompt } from './save-controls.js';
import { shareMenu } from './share-menu.js';

type ListItem = PublicListView['items'][number];

const THUMB = { width: 320, height: 214, format: 'jpg', focal: true } as const;
const AVATAR = { width: 96, height: 96, format: 'jpg', focal: true } as const;
const OG_IMAGE = { width: 1200, height: 630, format: 'jpg', focal: true } as const;

export const REPORT_REASON_LABELS: Record<ListReportReason, string> = {
  SPAM: 'Spam',
  SEXUALLY_EXPLICIT: 'Sexually explicit content',
  HATEFUL_OR_ABUSIVE: 'Hateful or abusive content',
  MISINFORMATION: 'Misinformation',
  COPYRIGHT: 'Copyright infringement',
  OTHER: 'Something else',
};

function ownerBadge(owner: PublicListView['owner'], imageUrl: ImageUrlBuilder): SafeHtml {
  const avatar = imageUrl(owner.avatarUrl, AVATAR);
  const initial = Array.from(owner.username)[0]?.toUpperCase() ?? '?';
  return html`<p class="owner">
    ${
      avatar
        ? html`<img class="avatar" src="${avatar}" alt="" width="40" height="40" />`
        : html`<span class="avatar avatar-initial" aria-hidden="true">${initial}</span>`
    }
    <span>A list by <strong>${owner.username}</strong></span>
  </p>`;
}

/**
 * The item's picture; without one (or when it fails to load) a tile with the publisher's initial,
 * drawn under the image, instead of an empty grey box.
 */
function thumbnail(item: ListItem, href: string, eager: boolean, imageUrl: ImageUrlBuilder) {
  const thumb = imageUrl(item.imageUrl, THUMB);
  const source = item.publisher ?? hostWithoutWww(item.url) ?? item.title ?? '';
  const initial = Array.from(source.trim())[0]?.toUpperCase() ?? '';
  return html`<a class="thumb" href="${href}" tabindex="-1" aria-hidden="true"
    ><span class="thumb-initial">${initial}</span>${
      thumb
        ? html`<img
            src="${thumb}"
            alt=""
            width="240"
            height="160"
            ${eager ? '' : html`loading="lazy"`}
            decoding="async"
          />`
        : ''
    }</a
  >`;
}

function itemCard(
  item: ListItem,
  savedItemId: number | undefined,
  visitor: Visitor,
  canReport: boolean,
  eager: boolean,
  imageUrl: ImageUrlBuilder,
): SafeHtml {
  const href = safeHref(item.url);
  // The display model's fallback (docs/PRODUCT.md §3): the page's name in its address, not its host.
  const title =
    item.title ?? lastPathSegmentTitle(item.url) ?? hostWithoutWww(item.url) ?? item.url;
  const publisher = item.publisher ?? hostWithoutWww(item.url);
  const report = canReport
    ? html`<button
        type="button"
        class="button button-quiet"
        data-report-open
        data-report-item="${item.externalId}"
        data-report-title="${title}"
      >
        Report<span class="visually-hidden"> ${title}</span>
      </button>`
    : '';
  // Titles, excerpts and notes in any language: dir="auto" takes their own direction.
  return html`<li class="list-item">
    ${thumbnail(item, href, eager, imageUrl)}
    <div class="item-body">
      <h2 class="item-title" dir="auto"><a href="${href}">${title}</a></h2>
      ${publisher ? html`<p class="item-publisher" dir="auto">${publisher}</p>` : ''}
      ${item.excerpt ? html`<p class="item-excerpt" dir="auto">${clip(item.excerpt, 300)}</p>` : ''}
      ${item.note ? html`<p class="item-note" dir="auto"><span class="visually-hidden">Note: </span>${item.note}</p>` : ''}
      ${visitor.signedIn ? html`<div class="item-actions">${saveToggle({ url: item.url, savedItemId, what: title })}${report}</div>` : ''}
    </div>
  </li>`;
}

function reportDialog(list: PublicListView): SafeHtml {
  const reasons = LIST_REPORT_REASONS.map(
    (reason) =>
      html`<li>
        <label class="reason"
          ><input type="radio" name="reason" value="${reason}" required />
          <span>${REPORT_REASON_LABELS[reason]}</span></label
        >
      </li>`,
  );
  return html`<dialog
    class="report-dialog"
    id="report-dialog"
    aria-labelledby="report-heading"
    data-external-id="${list.externalId}"
  >
    <form method="dialog" class="report-step" data-step="choose">
      <h2 id="report-heading" data-report-heading>Report this list</h2>
      <fieldset>
        <legend>
          Why are you reporting “<span data-report-subject dir="auto">${list.title}</span>”?
        </legend>
        <ul class="reasons">
          ${reasons}
        </ul>
      </fieldset>
      <label for="report-comment">Anything our moderators should know? (optional)</label>
      <textarea
        id="report-comment"
        name="comment"
        rows="3"
        maxlength="${LIST_REPORT_COMMENT_MAX}"
      ></textarea>
      <p class="counter" data-counter-for="report-comment">0 / ${LIST_REPORT_COMMENT_MAX}</p>
      <div class="dialog-actions">
        <button type="button" class="button" data-report-cancel>Cancel</button>
        <button type="submit" class="button button-primary">Continue</button>
      </div>
    </form>
    <div class="report-step" data-step="confirm" hidden>
      <h2>Send this report?</h2>
      <p>
        Our moderators will review “<span data-report-subject dir="auto">${list.title}</span>” for
        <strong data-report-reason></strong>. The list’s owner will not see who reported it.
      </p>
      <p class="form-error" role="alert" data-report-error></p>
      <div class="dialog-actions">
        <button type="button" class="button" data-report-back>Back</button>
        <button type="button" class="button button-danger" data-report-send>Send report</button>
      </div>
    </div>
    <div class="report-step" data-step="done" hidden>
      <h2>Thanks, we’ll review it</h2>
      <p>Your report was sent to the moderators of this Satchel.</p>
      <div class="dialog-actions">
        <button type="button" class="button button-primary" data-report-cancel>Close</button>
      </div>
    </div>
  </dialog>`;
}

export function renderListPage(options: {
  list: PublicListView;
  visitor: Visitor;
  /** The visitor's saves among the page URL and the items' URLs: URL → save id. */
  saved: ReadonlyMap<string, number>;
  /** Absolute URL of this page (what "Save list" saves). */
  pageUrl: string;
  assets: PublicAssets;
  publicUrl: string;
  imageUrl: ImageUrlBuilder;
}): string {
  const { list, visitor, saved, pageUrl, imageUrl } = options;
  const path = new URL(pageUrl).pathname;
  const isOwner =
    visitor.username !== null &&
    visitor.username.toLowerCase() === list.owner.username.toLowerCase();
  const count = list.items.length;
  const countText = `${count} ${count === 1 ? 'item' : 'items'}`;
  const description = clip(
    list.description ?? `A list of ${countText} by ${list.owner.username}, shared with Satchel.`,
    200,
  );
  const firstImage = list.items.find((item) => item.imageUrl)?.imageUrl ?? null;
  const ogImage = imageUrl(firstImage, OG_IMAGE);

  const actions = html`<div class="actions">
    ${
      visitor.signedIn
        ? saveToggle({
            url: pageUrl,
            savedItemId: saved.get(pageUrl),
            what: list.title,
            label: { save: 'Save list', saved: 'List saved' },
            primary: true,
          })
        : ''
    }
    ${shareMenu(pageUrl, list.title)}
    ${
      visitor.signedIn && !isOwner
        ? html`<button type="button" class="button button-quiet" data-report-open>
            Report list
          </button>`
        : ''
    }
  </div>`;

  const body = html`<div class="list-page">
    <header class="list-header">
      <p class="eyebrow">${countText}</p>
      <h1 dir="auto">${list.title}</h1>
      ${list.description ? html`<p class="lede" dir="auto">${list.description}</p>` : ''}
      ${ownerBadge(list.owner, imageUrl)} ${actions}
    </header>
    ${
      visitor.signedIn
        ? ''
        : signupPrompt(
            'Sign up for Satchel to save this list and its articles, and read them later in a calm reader.',
            path,
          )
    }
    ${
      count
        ? html`<ol class="list-items">
            ${list.items.map((item, index) =>
              itemCard(item, saved.get(item.url), visitor, !isOwner, index < 2, imageUrl),
            )}
          </ol>`
        : html`<p class="empty">This list has no items yet.</p>`
    }
    ${visitor.signedIn && !isOwner ? reportDialog(list) : ''}
  </div>`;

  return renderPage({
    meta: {
      title: `${list.title} · A list by ${list.owner.username} on Satchel`,
      description,
      canonicalUrl: pageUrl,
      image: ogImage ? `${options.publicUrl}${ogImage}` : null,
    },
    body,
    visitor,
    assets: options.assets,
    path,
  });
}
