/**
 * The worker thread that reads an uploaded export (parse-in-worker.ts starts it): the bytes in
 * workerData, the parse or the reason it was refused posted back. Run apart from the server's
 * event loop, under a heap ceiling, so a hostile or huge file never delays a request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ImportFileError, parseImportFile } from './formats/parse-import-file.js';
import type { ParseRequest, ParseResult } from './parse-in-worker.js';

const { bytes, fileName, summary } = workerData as ParseRequest;
let result: ParseResult;
try {
  const parsed = parseImportFile(bytes, fileName);
  result = summary
    ? {
        kind: 'summary',
        format: parsed.format,
        total: parsed.records.length,
        problems: parsed.problems,
      }
    : { kind: 'parsed', parsed };
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  result = { kind: 'refused', message: error.message };
}
parentPort!.postMessage(result);
