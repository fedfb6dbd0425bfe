/**
 * Listen (docs/PRODUCT.md §3 "Other"; docs/POCKET-COMPATIBILITY.md §3.6 v3/getItemAudio): a spoken
 * rendering of a parsed article, made once per item and voice by the audio.render job
 * (speech-engine.ts) and shared by everyone who saved the item. Asking for it queues the render and
 * answers "pending" until the file is stored; the file is served only to users who have the item
 * saved and not deleted (ItemAccess.mayListen: a share link or a public list never reaches it).
 */
import { createHash } from 'node:crypto';
import { canManageUsers } from '../admin/admin.policy.js';
import type { Actor } from '../core/actor.js';
import { authorize } from '../core/authorize.js';
import { conflict, notFound, unavailable } from '../core/errors.js';
import type { Db } from '../db/types.js';
import type { ItemAccess } from '../items/item-access.js';
import type { ItemsService } from '../items/items.service.js';
import type { Queue } from '../queue/queue.js';
import type { FileStorage } from '../storage/file-storage.js';
import { purgeOrphanedFiles } from '../storage/orphaned-files.js';
import { listenText } from './article-text.js';
import { speechEngineProblem } from './engine-check.js';
import {
  findAudio,
  findReadyAudioByKey,
  markAudioFailed,
  markAudioPending,
  markAudioReady,
} from './audio.repo.js';
import type { ItemAudio } from './audio.types.js';
import {
  AUDIO_CONTENT_TYPE,
  ENGINE_VERSION,
  renderSpeech,
  SpeechEngineError,
  type RenderOptions,
} from './speech-engine.js';
import { renderAudioKind } from './render-audio.job.js';
import { LISTEN_WPM, voiceFor } from './voices.js';

export { AUDIO_CONTENT_TYPE };

/** What getItemAudio answers. */
export type AudioState =
  { status: 'READY'; file: AudioFileInfo } | { status: 'PENDING'; voice: string };

export interface AudioFileInfo {
  /** Same-origin path of the file: /audio/<itemId>/<sha256>.opus */
  url: string;
  durationSeconds: number;
  sizeBytes: number;
  voice: string;
  format: 'opus';
  truncated: boolean;
}

/** A stored file as served: bytes and its ETag (the content hash in its name). */
export interface AudioFile {
  bytes: Buffer;
  etag: string;
  contentType: string;
}

export interface AudioOptions {
  /** Test seams: other program paths and a shorter time limit. */
  engine?: Pick<RenderOptions, 'espeakPath' | 'opusencPath' | 'timeoutMs'>;
}

const FILE_NAME = /^([0-9a-f]{64})\.opus$/;

export class AudioService {
  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
    private readonly storage: FileStorage,
    private readonly items: ItemsService,
    private readonly access: ItemAccess,
    private readonly options: AudioOptions = {},
  ) {}

  /**
   * The item's audio for a user who saved it: ready, or pending (the render is queued). Throws
   * NOT_FOUND for an item not in the user's saves, CONFLICT when the article has no text to read
   * (not parsed yet, failed, or a video or image), UNAVAILABLE when the render failed (`retry`
   * queues it again).
   */
  async request(actor: Actor, rawItemId: unknown, retry = false): Promise<AudioState> {
    const itemId = Number(rawItemId);
    if (!(await this.access.mayListen(actor, itemId))) {
      throw notFound('There is no such item in your Saves.');
    }
    const item = await this.items.get(itemId);
    if (!item) throw notFound('There is no such item in your Saves.');
    if (item.parseStatus === 'PENDING') {
      throw conflict('The article is not ready yet: Satchel is still fetching it. Try again soon.');
    }
    if (item.parseStatus === 'FAILED' || item.wordCount === 0) {
      throw conflict('This item has no article text to read aloud.');
    }
    const voice = voiceFor(item.language);
    const audio = await findAudio(this.db, itemId, voice);
    const stale = audio !== undefined && isStale(audio, item.parsedAt);
    if (audio?.status === 'READY' && !stale) return { status: 'READY', file: fileInfo(audio) };
    if (audio?.status === 'FAILED' && !stale && !retry) {
      throw unavailable(`Unable to fetch audio file: ${audio.error ?? 'the render failed.'}`);
    }
    if (audio?.status !== 'PENDING') await markAudioPending(this.db, itemId, voice);
    // Queued or running already: a no-op. A pending row whose job is gone gets a new one.
    await this.queue.enqueue(renderAudioKind, { itemId, voice });
    return { status: 'PENDING', voice };
  }

  /**
   * Renders and stores the item's audio in `voice` (the job's work). A failure on the last
   * attempt is recorded for getItemAudio to report; earlier ones are thrown to be retried.
   */
  async render(
    itemId: number,
    voice: string,
    finalAttempt = true,
    engine = this.options.engine,
  ): Promise<void> {
    const item = await this.items.get(itemId);
    if (!item) return;
    const sourceParsedAt = item.parsedAt;
    const fail = async (message: string) => {
      const previous = await markAudioFailed(this.db, itemId, voice, message, sourceParsedAt);
      if (previous) await this.storage.delete(previous).catch(() => undefined);
    };
    const article = item.parseStatus === 'PARSED' ? await this.items.article(itemId) : null;
    const text = article ? listenText(item.title, article) : undefined;
    if (!text || text.words === 0) return fail('This item has no article text to read aloud.');
    const hash = createHash('sha256')
      .update(`${ENGINE_VERSION}\n${voice}\n${LISTEN_WPM}\n${text.text}`)
      .digest('hex');
    const key = `audio/${itemId}/${hash}.opus`;
    const existing = await findAudio(this.db, itemId, voice);
    if (existing?.status === 'READY' && existing.key === key) return;
    try {
      const speech = await renderSpeech(text.text, {
        voice,
        wordsPerMinute: LISTEN_WPM,
        ...engine,
      });
      await this.storage.put(key, speech.data, AUDIO_CONTENT_TYPE);
      const previous = await markAudioReady(this.db, itemId, voice, {
        key,
        durationSeconds: speech.durationSeconds,
        sizeBytes: speech.data.length,
        wordCount: text.words,
        truncated: text.truncated,
        sourceParsedAt,
      });
      if (previous) await this.storage.delete(previous).catch(() => undefined);
    } catch (error) {
      if (!finalAttempt) throw error;
      // The reader is told in plain words; the operator's detail (a program missing or failing)
      // is thrown on, for the worker to log with the failed job.
      await fail(
        error instanceof SpeechEngineError ? error.reader : 'The audio could not be made.',
      );
      if (!(error instanceof SpeechEngineError) || error.operatorFault) throw error;
    }
  }

  /**
   * Administrators (/admin): what stops Listen on this server, in the operator's words (a program
   * missing, and how to install it), or null when it works. Readers are only told it is unavailable.
   */
  async engineProblem(actor: Actor): Promise<string | null> {
    authorize(canManageUsers(actor), 'Only administrators can see how this server is set up.');
    return speechEngineProblem(this.options.engine);
  }

  /** The file at /audio/<itemId>/<file> for a user who saved the item, or undefined. */
  async read(actor: Actor, rawItemId: string, file: string): Promise<AudioFile | undefined> {
    const itemId = Number(rawItemId);
    const name = FILE_NAME.exec(file);
    if (
      !name ||
      !/^[1-9]\d{0,14}$/.test(rawItemId) ||
      !(await this.access.mayListen(actor, itemId))
    ) {
      return undefined;
    }
    const key = `audio/${itemId}/${file}`;
    if (!(await findReadyAudioByKey(this.db, itemId, key))) return undefined;
    const bytes = await this.storage.get(key);
    return bytes && { bytes, etag: `"${name[1]}"`, contentType: AUDIO_CONTENT_TYPE };
  }

  /**
   * Deletes the files of audio rows that went with their item (a private item deleted with its
   * last save; migration 0030 records their keys). Hourly maintenance; returns how many.
   */
  async purgeOrphanedFiles(batchSize = 200): Promise<number> {
    return purgeOrphanedFiles(this.db, this.storage, batchSize);
  }
}

function isStale(audio: ItemAudio, parsedAt: Date | null): boolean {
  if (!parsedAt || !audio.sourceParsedAt) return false;
  return new Date(audio.sourceParsedAt).getTime() < new Date(parsedAt).getTime();
}

function fileInfo(audio: ItemAudio): AudioFileInfo {
  return {
    url: `/${audio.key!}`,
    durationSeconds: audio.durationSeconds!,
    sizeBytes: audio.sizeBytes!,
    voice: audio.voice,
    format: 'opus',
    truncated: audio.truncated,
  };
}
