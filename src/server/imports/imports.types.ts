/** An import as the imports module returns it: one uploaded file, its state and its counts. */
import type { ImportProblem } from './import-record.js';

export type ImportStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

export interface ImportJob {
  id: number;
  userId: number;
  importType: string;
  format: string;
  fileName: string | null;
  /** The stored upload while the import runs; cleared when it finishes. */
  fileKey: string | null;
  status: ImportStatus;
  total: number;
  processed: number;
  created: number;
  existing: number;
  failed: number;
  listsCreated: number;
  /** Page fetches the import queued for its new saves, and how many have ended, read or not. */
  pagesTotal: number;
  pagesFetched: number;
  pagesFailed: number;
  problems: ImportProblem[];
  problemCount: number;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}
