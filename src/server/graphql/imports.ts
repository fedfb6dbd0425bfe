/**
 * Imports in Pocket's names (docs/POCKET-COMPATIBILITY.md §1.14, §2.11): importUploadUrl answers
 * PreSignedUrl or ImportLimited; ImportType is lower case as Pocket's was, with more services than
 * `omnivore`. User.imports lets the Import page follow an import's progress and its problems.
 */
import type { ImportProblem as ImportProblemShape } from '../imports/import-record.js';
import { IMPORT_TYPES } from '../imports/import-types.js';
import type { ImportJob, UploadUrlResult } from '../imports/imports.service.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { User } from './user.js';

const ImportType = builder.enumType('ImportType', {
  values: IMPORT_TYPES,
  description: 'The service whose export is imported (what the user picked).',
});

type PreSignedUrlShape = Extract<UploadUrlResult, { kind: 'url' }>;
type ImportLimitedShape = Extract<UploadUrlResult, { kind: 'limited' }>;

const PreSignedUrl = builder.objectRef<PreSignedUrlShape>('PreSignedUrl').implement({
  description: 'Where to PUT the export file (its bytes as the body), for `ttl` seconds.',
  fields: (t) => ({
    url: t.expose('url', { type: 'Url', nullable: false }),
    ttl: t.exposeInt('ttl', { nullable: false }),
  }),
});

const ImportLimited = builder.objectRef<ImportLimitedShape>('ImportLimited').implement({
  description: 'Too many imports lately; the user can import again in `refreshInHours`.',
  fields: (t) => ({
    message: t.exposeString('message', { nullable: false }),
    refreshInHours: t.exposeInt('refreshInHours', { nullable: false }),
  }),
});

const ImportUploadResponse = builder.unionType('ImportUploadResponse', {
  types: [PreSignedUrl, ImportLimited],
  resolveType: (value) => (value.kind === 'url' ? PreSignedUrl : ImportLimited),
});

builder.mutationField('importUploadUrl', (t) =>
  t.field({
    type: ImportUploadResponse,
    nullable: false,
    description: 'An upload link for one export file, or how long to wait before importing again.',
    args: { importType: t.arg({ type: ImportType, required: true }) },
    resolve: (_root, { importType }, context) =>
      context.services.imports.uploadUrl(requireActor(context), importType, context.pageOrigin),
  }),
);

const ImportStatus = builder.enumType('ImportStatus', {
  values: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const,
});

const ImportProblem = builder.objectRef<ImportProblemShape>('ImportProblem').implement({
  description: 'A record of the file that was not imported whole, and why.',
  fields: (t) => ({
    row: t.int({ nullable: true, resolve: (problem) => problem.row ?? null }),
    url: t.string({ nullable: true, resolve: (problem) => problem.url ?? null }),
    reason: t.exposeString('reason', { nullable: false }),
  }),
});

/** The import's counts, each never null. */
type ImportCount =
  | 'processed'
  | 'created'
  | 'existing'
  | 'failed'
  | 'listsCreated'
  | 'pagesTotal'
  | 'pagesFetched'
  | 'pagesFailed';

const Import = builder.objectRef<ImportJob>('Import').implement({
  description: 'One uploaded export file and how its import is going.',
  fields: (t) => {
    const count = (name: ImportCount, description: string) =>
      t.exposeInt(name, { nullable: false, description });
    return {
      id: t.id({ nullable: false, resolve: (row) => String(row.id) }),
      importType: t.field({
        type: ImportType,
        nullable: false,
        resolve: (row) => row.importType as (typeof IMPORT_TYPES)[number],
      }),
      format: t.string({
        nullable: true,
        description: 'What the file turned out to be, e.g. "Pocket export (ZIP)".',
        resolve: (row) => row.format,
      }),
      fileName: t.exposeString('fileName', { nullable: true }),
      status: t.expose('status', { type: ImportStatus, nullable: false }),
      total: t.exposeInt('total', { nullable: true, description: 'Records found in the file.' }),
      processed: count('processed', 'Records handled so far.'),
      created: count('created', 'New saves.'),
      existing: count('existing', 'Already saved (tags and highlights added).'),
      failed: count('failed', 'Records that could not be imported.'),
      listsCreated: count(
        'listsCreated',
        "Lists made from the file's lists (Pocket's collections), once the saves are in.",
      ),
      pagesTotal: count(
        'pagesTotal',
        'Pages of the import\'s new saves queued to be fetched and read (e.g. 10,000 in "7,210 of 10,000 pages fetched").',
      ),
      pagesFetched: count('pagesFetched', 'Of pagesTotal, pages fetched and read so far.'),
      pagesFailed: count(
        'pagesFailed',
        'Of pagesTotal, pages that could not be fetched or read: their saves are kept, each with the reason.',
      ),
      problems: t.expose('problems', {
        type: [ImportProblem],
        nullable: false,
        description: 'The first 200 problems.',
      }),
      problemCount: t.exposeInt('problemCount', { nullable: false }),
      error: t.exposeString('error', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'ISOString', nullable: false }),
      finishedAt: t.expose('finishedAt', { type: 'ISOString', nullable: true }),
    };
  },
});

builder.objectField(User, 'imports', (t) =>
  t.field({
    type: [Import],
    nullable: false,
    description: "The user's 20 latest imports, newest first.",
    resolve: (_user, _args, context) => context.services.imports.list(requireActor(context)),
  }),
);
