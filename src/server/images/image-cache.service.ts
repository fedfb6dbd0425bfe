/**
 * ImageCacheService: serves every image Satchel shows through its own origin, resized and
 * re-encoded (the `/image-cache` endpoint; URL contract in src/common/image-cache-url.ts).
 *
 * A variant (source URL × size × format × crop) is rendered once and kept in file storage under
 * the hash of its parameters. On a miss the source is fetched through the SSRF-guarded fetcher,
 * checked (an image, ≤ 15 MB, ≤ 40 megapixels) and rendered with sharp. A source that fails is
 * remembered for a while (a negative-cache entry in storage, shared by all its variants and by
 * every process using the same storage), so a broken image is not refetched on every request.
 * Identical requests arriving together share one render.
 *
 * Serving a rendered variant is open to anyone; making a new one (fetch + render + store) costs
 * CPU and disk for good, so the caller must say whether this request may (RenderAccess: a
 * session or a signed URL, decided by the transport), and it is asked only on a miss.
 */
import { redactUrlCredentials } from '../../common/credential-urls.js';
import { DomainError, forbidden } from '../core/errors.js';
import { FetchError, type FetchErrorKind } from '../items/fetch/fetch-error.js';
import { fetchPage } from '../items/fetch/fetch-page.js';
import type { FileStorage } from '../storage/file-storage.js';
import { ByteLru } from './byte-lru.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import {
  CONTENT_TYPES,
  failureKey,
  toVariant,
  variantEtag,
  variantKey,
  type ImageRequest,
  type ImageVariant,
} from './image-variant.js';
import {
  ImageRejectedError,
  MAX_INPUT_PIXELS,
  renderImage,
  type RejectReason,
} from './render-image.js';

/** A rendered variant, ready to send. */
export interface RenderedImage {
  body: Buffer;
  contentType: string;
  /** Strong ETag (quoted), the same for every render of the variant. */
  etag: string;
}

/** Whether the current request may make a new variant; asked only when the variant is missing. */
export interface RenderAccess {
  mayRender: () => Promise<boolean>;
}

/** The message of the FORBIDDEN answer to a miss that may not render. */
export const RENDER_FORBIDDEN_MESSAGE =
  'This image has not been prepared yet. Log in, or open it from the page that links to it.';

/** Why an image cannot be served. */
export type UnavailableReason = FetchErrorKind | RejectReason;

/** The source cannot be shown (missing, refused, broken or not an image): a NOT_FOUND. */
export class ImageUnavailableError extends DomainError {
  constructor(
    readonly reason: UnavailableReason,
    message: string,
  ) {
    super('NOT_FOUND', message);
    this.name = 'ImageUnavailableError';
  }
}

/** The part of fetchPage (items/fetch/fetch-page.ts) the cache uses. */
export type SourceFetcher = (
  url: string,
  options: {
    allowPrivate: boolean;
    connectTimeoutMs: number;
    totalTimeoutMs: number;
    maxBytes: number;
    maxRedirects: number;
    accept: string;
  },
) => Promise<{ status: number; contentType?: string | null | undefined; body: Buffer }>;

/** Constructor options of ImageCacheService; only `storage` and `allowPrivate` are required. */
export interface ImageCacheOptions {
  storage: FileStorage;
  /** Let sources resolve to private and loopback addresses: tests only (ALLOW_PRIVATE_FETCH=1). */
  allowPrivate: boolean;
  /** Defaults to fetchPage. */
  fetch?: SourceFetcher;
  /** Largest source accepted, in bytes (default 15 MB). */
  maxSourceBytes?: number;
  /** Largest source accepted, in pixels of its first frame (default 40 megapixels). */
  maxInputPixels?: number;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxRedirects?: number;
  /** Rendered variants kept in memory in front of storage, in bytes (default 32 MB; 0 = none). */
  memoryCacheBytes?: number;
  /** Most sources fetched and rendered at once; more wait their turn (default 4). */
  maxConcurrentRenders?: number;
  /** How long a failed source is answered from the negative cache (default 10 minutes). */
  failureTtlMs?: number;
  /** Clock, in ms since the epoch (tests move it). */
  now?: () => number;
  /** Told about failures that do not fail the request (storage errors, unexpected fetch errors). */
  onError?: (error: unknown, context: string) => void;
}

/** A remembered failure of a source (the negative cache), stored as JSON. */
interface FailureEntry {
  reason: UnavailableReason;
  message: string;
  expiresAt: number;
}

/** Accept header of source fetches: the formats the renderer decodes. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8,*/*;q=0.5';

/** Content types that may hold an image whose real type is sniffed from the bytes. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * The image cache (domain service; the HTTP route is http/routes/image-cache.routes.ts).
 * One instance per process: it holds the in-flight renders and the in-memory LRU.
 */
export class ImageCacheService {
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();
  private readonly fetchSource: SourceFetcher;
  private readonly now: () => number;
  private readonly memory: ByteLru;
  private readonly renders: ConcurrencyLimit;

  constructor(private readonly options: ImageCacheOptions) {
    this.fetchSource = options.fetch ?? fetchPage;
    this.now = options.now ?? Date.now;
    this.memory = new ByteLru(options.memoryCacheBytes ?? 32 * 1024 * 1024);
    this.renders = new ConcurrencyLimit(options.maxConcurrentRenders ?? 4);
  }

  /**
   * The ETag a request's image will carry, without rendering it (for If-None-Match).
   * Throws BAD_USER_INPUT for invalid parameters.
   */
  etagFor(request: ImageRequest): string {
    return variantEtag(toVariant(request));
  }

  /**
   * The requested variant, from memory, storage or rendered now. Throws BAD_USER_INPUT for
   * invalid parameters, ImageUnavailableError (NOT_FOUND) when the source cannot be shown and
   * FORBIDDEN when the variant is missing and `access.mayRender()` says no (nothing is fetched
   * or stored then).
   */
  async render(request: ImageRequest, access: RenderAccess): Promise<RenderedImage> {
    const variant = toVariant(request);
    const key = variantKey(variant);
    const ready = this.fromMemory(variant, key) ?? this.inFlight.get(key);
    if (ready) return ready;

    const stored = await this.quietly('read a cached image', () => this.options.storage.get(key));
    if (stored) {
      this.memory.set(key, stored);
      return this.rendered(variant, stored);
    }
    const failure = await this.activeFailure(variant.url);
    if (failure) throw new ImageUnavailableError(failure.reason, failure.message);

    const allowed = await access.mayRender();
    // Another request may have started (or finished) the same render meanwhile: joining it
    // makes nothing new, so even a caller that may not render gets it.
    const joined = this.fromMemory(variant, key) ?? this.inFlight.get(key);
    if (joined) return joined;
    if (!allowed) throw forbidden(RENDER_FORBIDDEN_MESSAGE);
    const rendering = this.load(variant, key).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rendering);
    return rendering;
  }

  private fromMemory(variant: ImageVariant, key: string): RenderedImage | undefined {
    const hot = this.memory.get(key);
    return hot ? this.rendered(variant, hot) : undefined;
  }

  private rendered(variant: ImageVariant, body: Buffer): RenderedImage {
    return { body, contentType: CONTENT_TYPES[variant.format], etag: variantEtag(variant) };
  }

  /** Renders and stores a variant; reads storage once more first (a render may just have landed). */
  private async load(variant: ImageVariant, key: string): Promise<RenderedImage> {
    const stored = await this.quietly('read a cached image', () => this.options.storage.get(key));
    if (stored) {
      this.memory.set(key, stored);
      return this.rendered(variant, stored);
    }
    let body: Buffer;
    try {
      body = await this.renders.run(async () => {
        const source = await this.fetchImage(variant.url);
        return renderImage(source, variant, this.options.maxInputPixels ?? MAX_INPUT_PIXELS);
      });
    } catch (error) {
      throw await this.fail(variant.url, error);
    }
    const contentType = CONTENT_TYPES[variant.format];
    await this.quietly('store a rendered image', () =>
      this.options.storage.put(key, body, contentType),
    );
    this.memory.set(key, body);
    return this.rendered(variant, body);
  }

  /** Fetches the source bytes; throws FetchError or ImageRejectedError. */
  private async fetchImage(url: string): Promise<Buffer> {
    const page = await this.fetchSource(url, {
      allowPrivate: this.options.allowPrivate,
      connectTimeoutMs: this.options.connectTimeoutMs ?? 5_000,
      totalTimeoutMs: this.options.totalTimeoutMs ?? 15_000,
      maxBytes: this.options.maxSourceBytes ?? 15 * 1024 * 1024,
      maxRedirects: this.options.maxRedirects ?? 5,
      accept: IMAGE_ACCEPT,
    });
    if (page.status < 200 || page.status > 299) {
      throw new FetchError('HTTP_ERROR', `The source answered ${page.status}.`, {
        status: page.status,
      });
    }
    const type = (page.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(type.startsWith('image/') || GENERIC_TYPES.has(type)) || type === 'image/svg+xml') {
      throw new ImageRejectedError('NOT_AN_IMAGE', `The source is not an image (${type}).`);
    }
    return page.body;
  }

  /** Turns a fetch or render failure into ImageUnavailableError, remembering it for a while. */
  private async fail(url: string, error: unknown): Promise<ImageUnavailableError> {
    let unavailable: ImageUnavailableError;
    if (error instanceof FetchError) {
      unavailable = new ImageUnavailableError(error.kind, fetchMessage(error));
    } else if (error instanceof ImageRejectedError) {
      unavailable = new ImageUnavailableError(error.reason, error.message);
    } else {
      // A bug or an environment problem, not the source's fault: report it, do not remember it.
      this.options.onError?.(error, `render ${redactUrlCredentials(url)}`);
      return new ImageUnavailableError('NETWORK', 'The image could not be loaded.');
    }
    const entry: FailureEntry = {
      reason: unavailable.reason,
      message: unavailable.message,
      expiresAt: this.now() + (this.options.failureTtlMs ?? 10 * 60_000),
    };
    await this.quietly('store a failure', () =>
      this.options.storage.put(
        failureKey(url),
        Buffer.from(JSON.stringify(entry)),
        'application/json',
      ),
    );
    return unavailable;
  }

  /** The remembered failure of a source, while it lasts. */
  private async activeFailure(url: string): Promise<FailureEntry | undefined> {
    const data = await this.quietly('read a failure', () =>
      this.options.storage.get(failureKey(url)),
    );
    if (!data) return undefined;
    try {
      const entry = JSON.parse(data.toString('utf8')) as FailureEntry;
      return entry.expiresAt > this.now() ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  /** Runs a storage call whose failure must not fail the request; reports it and yields undefined. */
  private async quietly<T>(context: string, call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      this.options.onError?.(error, context);
      return undefined;
    }
  }
}

function fetchMessage(error: FetchError): string {
  switch (error.kind) {
    case 'HTTP_ERROR':
      return `The image source answered ${error.status ?? 'with an error'}.`;
    case 'BLOCKED_ADDRESS':
      return 'The image source is not a public address.';
    case 'TOO_LARGE':
      return 'The image source is too large.';
    case 'TIMEOUT':
      return 'The image source took too long to answer.';
    case 'INVALID_URL':
    case 'TOO_MANY_REDIRECTS':
    case 'NETWORK':
      return 'The image could not be loaded.';
  }
}
