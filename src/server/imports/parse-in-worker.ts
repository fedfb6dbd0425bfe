/**
 * Reads an uploaded export in a worker thread (parse-file.worker.ts), never on the server's event
 * loop: parsing a hostile or merely huge file takes seconds to minutes of CPU, and a request
 * waiting behind it would wait that long. Each parse runs under a heap ceiling and a time limit,
 * and only a few run at once; a file that breaks a limit is refused with an ImportFileError, whose
 * message is for the user. Under tsx (tests, dev) the worker runs the TypeScript source through
 * tsx; in the build it is the compiled file next to this one (core/start-worker.ts).
 */
import { siblingWorkerUrl, startWorker } from '../core/start-worker.js';
import { ImportFileError } from './formats/import-file-error.js';
import type { ImportFormat, ImportProblem, ParsedImport } from './import-record.js';

/** The limits of one parse (docs/IMPORT.md). */
export const PARSE_LIMITS = {
  /** The worker's V8 heap (old generation); inflated bytes are also capped by IMPORT_LIMITS. */
  heapMb: 512,
  /** Wall time of one parse, once it has a slot. */
  timeMs: 60_000,
  /** Parses at once per process; more wait their turn. */
  concurrent: 2,
} as const;

export interface ParseRequest {
  bytes: Uint8Array;
  fileName: string | undefined;
  /** Post back only the format, the count and the problems (the upload needs no more). */
  summary: boolean;
}

export interface ImportSummary {
  format: ImportFormat;
  total: number;
  problems: ImportProblem[];
}

export type ParseResult =
  | ({ kind: 'summary' } & ImportSummary)
  | { kind: 'parsed'; parsed: ParsedImport }
  | { kind: 'refused'; message: string };

const WORKER_URL = siblingWorkerUrl(import.meta.url, 'parse-file.worker');

const TOO_SLOW = `This file takes too long to read (more than ${PARSE_LIMITS.timeMs / 1000} seconds). Split it into smaller files, or upload the export as the service made it.`;
const TOO_BIG = `This file needs more memory to read than one import may use. Split it into smaller files, or upload the export as the service made it.`;

/** A counting semaphore: at most `size` holders, the rest wait in order. */
class Slots {
  private busy = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.busy >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy -= 1;
    }
  }
}

const slots = new Slots(PARSE_LIMITS.concurrent);

/** The upload's check: format, record count and problems. Throws ImportFileError. */
export async function readImportSummary(
  bytes: Uint8Array,
  fileName?: string,
): Promise<ImportSummary> {
  const result = await slots.run(() => parseInWorker({ bytes, fileName, summary: true }));
  if (result.kind !== 'summary') throw new Error(`parse worker answered ${result.kind}`);
  const { format, total, problems } = result;
  return { format, total, problems };
}

/** The whole parse, for the import job. Throws ImportFileError. */
export async function readImport(bytes: Uint8Array, fileName?: string): Promise<ParsedImport> {
  const result = await slots.run(() => parseInWorker({ bytes, fileName, summary: false }));
  if (result.kind !== 'parsed') throw new Error(`parse worker answered ${result.kind}`);
  return result.parsed;
}

function parseInWorker(request: ParseRequest): Promise<Exclude<ParseResult, { kind: 'refused' }>> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(WORKER_URL, {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new ImportFileError(TOO_SLOW))),
      PARSE_LIMITS.timeMs,
    );
    worker.on('message', (result: ParseResult) =>
      settle(() =>
        result.kind === 'refused' ? reject(new ImportFileError(result.message)) : resolve(result),
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ImportFileError(TOO_BIG) : error),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the import parse worker exited with code ${code}`))),
    );
  });
}
