/**
 * Share links (docs/POCKET-COMPATIBILITY.md §1.8, §2.8; docs/PRODUCT.md §5): a signed-in user
 * shares a URL, optionally with a note and quoted highlights, and gets a public page at
 * {publicUrl}/share/{slug}.
 *
 * Creation needs an account (Pocket also let anonymous visitors share): a public page on our
 * domain that anyone could mint would make the instance an anonymous redirector for spam and
 * phishing, and "only the creator may add context" needs an identity to hold.
 */
import { randomUUID } from 'node:crypto';
import { validateSaveUrl } from '../../common/url-rules.js';
import type { Actor } from '../core/actor.js';
import { authorizeScope } from '../core/scopes.policy.js';
import { authorize } from '../core/authorize.js';
import { badInput, DomainError } from '../core/errors.js';
import type { Db } from '../db/types.js';
import { userOwner } from '../queue/queue.js';
import type { Item } from '../items/items.types.js';
import type { ItemsService } from '../items/items.service.js';
import { normalizeUrl } from '../items/normalize-url.js';
import {
  countSharesSince,
  findOwnShareSlug,
  findShare,
  findShareForUpdate,
  insertShare,
  updateShareContext,
} from './shares.repo.js';
import { canEditShareContext } from './shares.policy.js';
import {
  MAX_QUOTE_LENGTH,
  MAX_SHARE_NOTE_LENGTH,
  MAX_SHARE_QUOTES,
  MAX_TARGET_URL_LENGTH,
  SHARE_NOT_FOUND_MESSAGE,
  type PocketShareView,
  type ShareContext,
  type ShareContextInput,
  type ShareResult,
  type ShareWithItem,
} from './shares.types.js';

/**
 * Share links one user may make in an hour: share pages are public and carry the user's note, so
 * a flood of them is spam on our domain, and each one makes the server fetch its target.
 */
export const SHARE_LINKS_PER_HOUR = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A share target: an absolute http(s) URL under 2083 characters that passes the save rules. */
export function checkTargetUrl(raw: string): string {
  const value = raw.trim();
  if (!/^https?:\/\//i.test(value)) {
    throw badInput('A share link needs an http:// or https:// address.', 'target');
  }
  if (value.length > MAX_TARGET_URL_LENGTH) {
    throw badInput(
      `This URL is too long (the limit is ${MAX_TARGET_URL_LENGTH} characters).`,
      'target',
    );
  }
  const checked = validateSaveUrl(value);
  if (!checked.ok) throw badInput(checked.reason, 'target');
  return checked.url;
}

/** Cuts a quote to 300 characters, the last being an ellipsis when anything was cut. */
export function truncateQuote(quote: string): string {
  const chars = Array.from(quote);
  if (chars.length <= MAX_QUOTE_LENGTH) return quote;
  return `${chars
    .slice(0, MAX_QUOTE_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/** A note as stored: trimmed, null when blank; too long is refused rather than cut. */
function noteOf(raw: string): string | null {
  const note = raw.trim();
  if (note.length > MAX_SHARE_NOTE_LENGTH) {
    throw badInput(
      `A share note can be at most ${MAX_SHARE_NOTE_LENGTH.toLocaleString('en')} characters.`,
      'note',
    );
  }
  return note === '' ? null : note;
}

/** Quotes as stored: trimmed, blank ones dropped, each cut to 300; null when none are left. */
function quotesOf(raw: readonly string[]): string[] | null {
  if (raw.length > MAX_SHARE_QUOTES) {
    throw badInput(`A share can quote at most ${MAX_SHARE_QUOTES} highlights.`, 'quotes');
  }
  const quotes = raw.map((quote) => quote.trim()).filter((quote) => quote !== '');
  return quotes.length === 0 ? null : quotes.map(truncateQuote);
}

/** A preview stand-in for a URL with no stored item: title from the URL, nothing else. */
function standInItem(url: string): Item {
  return {
    itemId: 0,
    givenUrl: url,
    normalUrl: url,
    parseStatus: 'PENDING',
    parseError: null,
    parsedAt: null,
    resolvedUrl: null,
    responseCode: null,
    mimeType: null,
    encoding: null,
    title: null,
    excerpt: null,
    siteName: null,
    domainLogo: null,
    language: null,
    direction: null,
    datePublished: null,
    wordCount: 0,
    timeToRead: 0,
    topImageUrl: null,
    isArticle: false,
    hasImage: 'NO_IMAGES',
    hasVideo: 'NO_VIDEOS',
    authors: [],
    images: [],
    videos: [],
    metaSections: [],
    metaKeywords: [],
  };
}

const contextOf = (note: string | null, quotes: string[] | null): ShareContext | null =>
  note === null && quotes === null
    ? null
    : { note, highlights: quotes?.map((quote) => ({ quote })) ?? null };

const notFoundResult = () => ({ message: SHARE_NOT_FOUND_MESSAGE });

export class SharesService {
  constructor(
    private readonly db: Db,
    private readonly items: ItemsService,
    private readonly options: { publicUrl: string },
  ) {}

  shareUrl(slug: string): string {
    return `${this.options.publicUrl}/share/${slug}`;
  }

  /**
   * Creates a share link. The context is kept only when it has a note or a quote (docs/PRODUCT.md
   * §5). The target's item is created and parsed like a save's, so the public page can show a
   * preview. The user's live link to the same URL with the same context is reused: every opening
   * of Share asks for a link, and a new one each time would scatter one share over many pages
   * (and count against the hourly limit).
   */
  async createShareLink(
    actor: Actor,
    target: string,
    context?: ShareContextInput | null,
  ): Promise<PocketShareView> {
    authorizeScope(actor, 'saves');
    const targetUrl = checkTargetUrl(target);
    const note = context?.note ? noteOf(context.note) : null;
    const quotes = context?.highlights ? quotesOf(context.highlights.quotes) : null;
    const normalUrl = normalizeUrl(targetUrl);
    const live = await findOwnShareSlug(this.db, actor.userId, normalUrl, { note, quotes });
    const reused = live === undefined ? undefined : await findShare(this.db, live);
    if (reused) return this.view(reused);
    const hourAgo = new Date(Date.now() - 3_600_000);
    if ((await countSharesSince(this.db, actor.userId, hourAgo)) >= SHARE_LINKS_PER_HOUR) {
      throw new DomainError(
        'RATE_LIMITED',
        `You have made ${SHARE_LINKS_PER_HOUR} share links in the last hour. Please try again later.`,
      );
    }
    const { itemId, parseStatus } = await this.items.itemForUrl(targetUrl);
    const slug = randomUUID();
    await insertShare(this.db, {
      slug,
      userId: actor.userId,
      targetUrl,
      normalUrl,
      note,
      quotes,
    });
    if (parseStatus !== 'PARSED') await this.items.requestParse(itemId, userOwner(actor.userId));
    const created = await findShare(this.db, slug);
    return this.view(created!);
  }

  /**
   * Changes the context of one of the actor's shares: a null or absent field keeps its value,
   * an empty one (note "" or quotes []) clears it.
   */
  async addShareContext(
    actor: Actor,
    slug: string,
    input: ShareContextInput,
  ): Promise<ShareResult> {
    authorizeScope(actor, 'saves');
    if (!UUID.test(slug)) return notFoundResult();
    const id = slug.toLowerCase();
    const found = await this.db.transaction(async (tx) => {
      const share = await findShareForUpdate(tx, id);
      if (!share) return false;
      authorize(
        canEditShareContext(actor, share.userId),
        'Only the person who created this share link can change its context.',
      );
      const note =
        input.note === null || input.note === undefined ? share.note : noteOf(input.note);
      const quotes =
        input.highlights === null || input.highlights === undefined
          ? share.quotes
          : quotesOf(input.highlights.quotes);
      await updateShareContext(tx, actor.userId, id, { note, quotes });
      return true;
    });
    return found ? this.shareSlug(id) : notFoundResult();
  }

  /** The share behind a slug (no sign-in needed: share pages are public), or ShareNotFound. */
  async shareSlug(slug: string): Promise<ShareResult> {
    if (!UUID.test(slug)) return notFoundResult();
    const share = await findShare(this.db, slug.toLowerCase());
    return share ? this.view(share) : notFoundResult();
  }

  private view(share: ShareWithItem): PocketShareView {
    return {
      slug: share.slug,
      targetUrl: share.targetUrl,
      shareUrl: this.shareUrl(share.slug),
      createdAt: share.createdAt,
      context: contextOf(share.note, share.quotes),
      preview: share.item ?? standInItem(share.targetUrl),
      hasItem: share.item !== undefined,
      creatorId: share.userId,
    };
  }
}
