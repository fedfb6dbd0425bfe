/**
 * Imports of other services' exports (docs/IMPORT.md). Pocket's flow (docs/POCKET-COMPATIBILITY.md
 * §5): the client asks for an upload link (`importUploadUrl`), PUTs the file to it, and the import
 * runs in the background. Here the upload is read before it is answered, in a worker thread under
 * time and memory limits (parse-in-worker.ts), so a file we cannot read is refused with the reason
 * while the user still looks at the dialog and no request waits behind it; a link works once.
 * The records are written by the import job in batches (import-writes.repo.ts), and the user
 * watches the counts move.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Actor } from '../core/actor.js';
import { authorize } from '../core/authorize.js';
import { badInput, conflict, forbidden, DomainError } from '../core/errors.js';
import { appTokenRefused } from '../core/scopes.policy.js';
import { canImportLibrary } from './imports.policy.js';
import type { Db } from '../db/types.js';
import { userOwner, type Queue } from '../queue/queue.js';
import type { FileStorage } from '../storage/file-storage.js';
import { IMPORT_LIMITS, type ImportProblem, type ParsedImport } from './import-record.js';
import { prepareBatch } from './prepare-records.js';
import { ImportFileError } from './formats/import-file-error.js';
import { readImport, readImportSummary, type ImportSummary } from './parse-in-worker.js';
import { FORMAT_LABELS, IMPORT_TYPES, type ImportType } from './import-types.js';
import { writeImportBatch } from './import-writes.repo.js';
import {
  countImportsSince,
  countPageFetched,
  findAbandonedImports,
  finishImport,
  findImport,
  insertImport,
  listImports,
  lockImport,
  markImportRunning,
  recordBatch,
  setImportFile,
  spendUploadLink,
} from './imports.repo.js';
import type { ImportJob } from './imports.types.js';
import { UploadTokens } from './upload-token.js';
import { parseItemKind } from '../items/parse-item.job.js';
import type { ItemsService } from '../items/items.service.js';
import { writeImportedLists } from '../lists/list-import.js';
import type { ListsService } from '../lists/lists.service.js';
import type { SavesService } from '../saves/saves.service.js';
import { prepareLists } from './prepare-lists.js';
import { runImportKind } from './run-import.job.js';

export type { ImportJob } from './imports.types.js';

/** Imports a user may start in any 24 hours (Pocket allowed one a day). */
export const IMPORTS_PER_DAY = 10;
/** How long an upload link works, in seconds (Pocket's pre-signed URLs: 300). */
export const UPLOAD_TTL_SECONDS = 300;
/**
 * Records written per transaction. PGlite runs each statement synchronously on the event loop,
 * so its batches are smaller: a request arriving during an import waits for one batch at most.
 */
export const BATCH_SIZE = { postgres: 500, pglite: 100 } as const;
/** A job run stops starting batches after this long and hands the rest to a new run. */
const RUN_BUDGET_MS = 20_000;
/** Imports listed on the Import page. */
const LISTED_IMPORTS = 20;
const IMPORTS_REFUSED = appTokenRefused('import into your library');
/** An unfinished import with no run for this long was abandoned by the queue. */
const ABANDONED_AFTER_MINUTES = 15;

export type UploadUrlResult =
  | { kind: 'url'; url: string; ttl: number }
  | { kind: 'limited'; message: string; refreshInHours: number };

export interface ImportsOptions {
  sessionSecret: string;
  publicUrl: string;
}

/** The domains an import writes through, in its batches' transactions. */
export interface ImportDomains {
  items: Pick<ItemsService, 'itemsForBatch'>;
  saves: Pick<SavesService, 'touch'>;
}

export class ImportsService {
  private readonly tokens: UploadTokens;

  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
    private readonly storage: FileStorage,
    private readonly lists: ListsService,
    private readonly domains: ImportDomains,
    private readonly options: ImportsOptions,
  ) {
    this.tokens = new UploadTokens(options.sessionSecret);
  }

  /**
   * An upload link for one file of the given type, or why the user must wait. The link is on
   * `origin` (the page's own, when the caller knows it) or else on PUBLIC_URL.
   */
  async uploadUrl(actor: Actor, importType: string, origin?: string): Promise<UploadUrlResult> {
    authorize(canImportLibrary(actor), IMPORTS_REFUSED);
    const type = checkType(importType);
    const limited = await this.limited(actor.userId);
    if (limited) return limited;
    const token = this.tokens.sign({
      userId: actor.userId,
      importType: type,
      expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
    });
    return {
      kind: 'url',
      url: `${origin ?? this.options.publicUrl}/api/imports/upload?token=${encodeURIComponent(token)}`,
      ttl: UPLOAD_TTL_SECONDS,
    };
  }

  /**
   * Takes an uploaded file: checks and spends the link, reads the file in a worker thread
   * (refusing one we cannot read, with the reason), stores it and queues its import. Nothing but
   * the spent link is kept when any step fails.
   */
  async accept(token: string, fileName: string | null, bytes: Buffer): Promise<ImportJob> {
    const grant = this.tokens.verify(token);
    if (!grant) throw forbidden('This upload link is not valid. Start the import again.');
    if (grant.expiresAt * 1000 < Date.now()) {
      throw forbidden('This upload link has expired. Start the import again.');
    }
    // Spent before the file is read: a second upload to the link, even one sent while the first
    // is being read, is refused at once and never starts a second import.
    const spent = await spendUploadLink(
      this.db,
      grant.userId,
      grant.nonce,
      new Date(grant.expiresAt * 1000),
    );
    if (spent === 'no-user')
      throw forbidden('This upload link is not valid. Start the import again.');
    if (spent === 'used') {
      throw conflict(
        'This upload link has already been used: each link takes one file. Start the import again to upload another.',
      );
    }
    if (bytes.length === 0) throw badInput('The file is empty.', 'file');
    if (bytes.length > IMPORT_LIMITS.maxFileBytes) {
      throw new DomainError('BAD_USER_INPUT', 'The file is larger than 50 MB.', 'file');
    }
    const limited = await this.limited(grant.userId);
    if (limited) throw new DomainError('RATE_LIMITED', limited.message);
    const parsed = await refusingUnreadable(() => readImportSummary(bytes, fileName ?? undefined));
    const problems = initialProblems(parsed);

    return this.db.transaction(async (tx) => {
      const row = await insertImport(tx, {
        userId: grant.userId,
        importType: grant.importType,
        format: FORMAT_LABELS[parsed.format],
        fileName: fileName?.slice(0, 255) || null,
        total: parsed.total,
        failed: problems.filter((problem) => problem.row !== undefined).length,
        problems: problems.slice(0, IMPORT_LIMITS.maxProblems),
        problemCount: problems.length,
      });
      if (!row) throw forbidden('This upload link is not valid. Start the import again.');
      const fileKey = `imports/${row.id}`;
      await this.storage.put(fileKey, bytes, 'application/octet-stream');
      await setImportFile(tx, row.id, fileKey);
      await this.queue.enqueue(
        runImportKind,
        { importId: row.id },
        { db: tx, owner: userOwner(grant.userId) },
      );
      return { ...row, fileKey };
    });
  }

  /** The user's latest imports, newest first. */
  list(actor: Actor): Promise<ImportJob[]> {
    authorize(canImportLibrary(actor), IMPORTS_REFUSED);
    return listImports(this.db, actor.userId, LISTED_IMPORTS);
  }

  /**
   * One run of the import job: writes batches from where the last one ended, for up to
   * RUN_BUDGET_MS, then queues the next run or finishes the import.
   */
  async run(importId: number, finalAttempt: boolean): Promise<void> {
    const row = await findImport(this.db, importId);
    if (!row || row.status === 'DONE' || row.status === 'FAILED') return;
    try {
      await this.runBatches(row);
    } catch (error) {
      if (!finalAttempt) throw error;
      const done = (await findImport(this.db, importId))?.processed ?? row.processed;
      await this.fail(
        row,
        `The import stopped after ${done.toLocaleString('en')} of ${row.total.toLocaleString('en')} records. Import the file again to add the rest.`,
      );
    }
  }

  /**
   * Fails the imports the queue abandoned (hourly maintenance), so none stays "running" forever
   * with no run coming; returns how many.
   */
  async failAbandoned(): Promise<number> {
    const abandoned = await findAbandonedImports(
      this.db,
      runImportKind.queue,
      ABANDONED_AFTER_MINUTES,
    );
    for (const row of abandoned) {
      await this.fail(
        row,
        `The import stopped after ${row.processed.toLocaleString('en')} of ${row.total.toLocaleString('en')} records: the server was interrupted too often while writing it. Import the file again to add the rest.`,
      );
    }
    return abandoned.length;
  }

  private async runBatches(row: ImportJob): Promise<void> {
    await markImportRunning(this.db, row.id);
    const bytes = row.fileKey ? await this.storage.get(row.fileKey) : undefined;
    if (!bytes) {
      await this.fail(row, 'The uploaded file is gone. Import it again.');
      return;
    }
    let parsed: ParsedImport;
    try {
      parsed = await readImport(bytes, row.fileName ?? undefined);
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      // Read at upload, so only a tighter limit since then gets here: retrying cannot help.
      await this.fail(row, error.message);
      return;
    }
    const { records } = parsed;
    const started = Date.now();
    let processed = row.processed;
    while (processed < records.length) {
      if (Date.now() - started > RUN_BUDGET_MS) {
        await this.queue.enqueue(
          runImportKind,
          { importId: row.id, from: processed },
          { owner: userOwner(row.userId) },
        );
        return;
      }
      // Let requests and timers in between batches: back-to-back transactions on PGlite would
      // otherwise hold the event loop for the whole run.
      await yieldToEventLoop();
      const next = Math.min(processed + BATCH_SIZE[this.db.kind], records.length);
      const written = await this.writeBatch(row.id, processed, records.slice(processed, next));
      if (!written) return; // another run got here first
      processed = next;
    }
    await this.complete(row, parsed);
  }

  /** The last step, once every record is written: the file's lists, then DONE. */
  private async complete(row: ImportJob, parsed: ParsedImport): Promise<void> {
    const finished = await this.db.transaction(async (tx) => {
      const locked = await lockImport(tx, row.id);
      if (locked?.status !== 'RUNNING') return false; // another run finished it
      const problems: ImportProblem[] = [];
      let listsCreated = 0;
      const count = parsed.lists.length;
      if (count > 0 && (await this.lists.isPilotUser(row.userId))) {
        const prepared = await prepareLists(tx, this.domains.items, parsed.lists, parsed.records);
        problems.push(...prepared.problems);
        listsCreated = await writeImportedLists(tx, row.userId, prepared.lists);
      } else if (count > 0) {
        problems.push({
          reason: `The file's ${count} list${count === 1 ? ' was' : 's were'} not imported: lists are not available for your account yet.`,
        });
      }
      await finishImport(tx, row.id, { status: 'DONE', error: null, listsCreated, problems });
      return true;
    });
    if (finished && row.fileKey) await this.storage.delete(row.fileKey);
  }

  /** Writes one batch in one transaction; false when the row moved on without us. */
  private async writeBatch(
    importId: number,
    from: number,
    records: ParsedImport['records'],
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await lockImport(tx, importId);
      if (!row || row.processed !== from || row.status !== 'RUNNING') return false;
      const batch = prepareBatch(records);
      const items = await this.domains.items.itemsForBatch(tx, batch.records, row.userId);
      const written = await writeImportBatch(tx, row.userId, batch.records, items);
      await this.domains.saves.touch(row.userId, written.touched, tx);
      const hosts = new Map(written.itemsToParse.map(({ itemId, url }) => [itemId, hostOf(url)]));
      const pagesQueued = await this.queue.enqueueMany(
        parseItemKind,
        written.itemsToParse.map(({ itemId }) => ({ itemId, importId })),
        // Behind anything a user saves by hand meanwhile, and polite to each site (host-claim.repo.ts).
        {
          db: tx,
          priority: -1,
          owner: userOwner(row.userId),
          hostOf: ({ itemId }) => hosts.get(itemId) ?? null,
        },
      );
      const problems = [...row.problems, ...batch.problems].slice(0, IMPORT_LIMITS.maxProblems);
      await recordBatch(tx, importId, {
        processed: from + records.length,
        pagesQueued,
        created: written.created,
        existing: written.existing + batch.duplicates,
        failed: batch.failed,
        problems,
        problemCount: row.problemCount + batch.problems.length,
      });
      return true;
    });
  }

  /** Counts one of the import's page fetches that has ended (the parse job, parse-item.job.ts). */
  pageFetched(importId: number, outcome: 'PARSED' | 'FAILED'): Promise<void> {
    return countPageFetched(this.db, importId, outcome);
  }

  private async fail(row: ImportJob, error: string) {
    await finishImport(this.db, row.id, { status: 'FAILED', error });
    if (row.fileKey) await this.storage.delete(row.fileKey);
  }

  private async limited(
    userId: number,
  ): Promise<Extract<UploadUrlResult, { kind: 'limited' }> | undefined> {
    const day = 24 * 3_600_000;
    const { count, oldest } = await countImportsSince(this.db, userId, new Date(Date.now() - day));
    if (count < IMPORTS_PER_DAY || !oldest) return undefined;
    const hours = Math.max(1, Math.ceil((oldest.getTime() + day - Date.now()) / 3_600_000));
    return {
      kind: 'limited',
      message: `You have started ${IMPORTS_PER_DAY} imports in the last 24 hours. You can import again in ${hours} hour${hours === 1 ? '' : 's'}.`,
      refreshInHours: hours,
    };
  }
}

/** The host a page fetch contacts (its politeness key), or null for a URL we cannot read. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

function checkType(value: string): ImportType {
  if (!(IMPORT_TYPES as readonly string[]).includes(value)) {
    throw badInput(`importType must be one of ${IMPORT_TYPES.join(', ')}.`, 'importType');
  }
  return value as ImportType;
}

async function refusingUnreadable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ImportFileError) throw badInput(error.message, 'file');
    throw error;
  }
}

/** The parser's problems; a file with neither records nor problems is refused. */
function initialProblems(parsed: ImportSummary): ImportProblem[] {
  if (parsed.total === 0 && parsed.problems.length === 0) {
    throw badInput('The file holds no saves to import.', 'file');
  }
  return parsed.problems;
}
