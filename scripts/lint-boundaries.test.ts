/**
 * The dependency rules of docs/ARCHITECTURE.md ("Dependency rules") fail lint with their own
 * message: one forbidden import per rule, linted at a realistic path with the project's
 * eslint.config.js, and one allowed import beside it. The snippets are virtual files, so type-aware
 * parsing is switched off for them; the boundary rules do not need types.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
let eslint: ESLint;

/** Each lint may read a few hundred imported files (import-x); a busy machine needs the margin. */
const LINT_TIMEOUT = 60_000;

beforeAll(async () => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
  });
  // The first lint loads the config, the resolver and the web client's import graph once.
  await eslint.lintText("import { SavesView } from '../../saves';\n", {
    filePath: resolve(root, 'src/web/features/search/components/warm-up.tsx'),
  });
}, 120_000);

/** The boundary errors (rule and message) that linting `code` as `filePath` reports. */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.ruleId?.startsWith('boundaries/') ||
        m.ruleId === 'import-x/no-restricted-paths' ||
        m.ruleId === 'import-x/no-cycle' ||
        m.ruleId === 'features/direction' ||
        m.fatal,
    )
    .map((m) => ({ rule: m.ruleId ?? 'fatal', message: m.message }));
}

interface Case {
  rule: string;
  file: string;
  bad: string[];
  /** Part of the message, which says what to do instead. */
  says: string;
  good: string;
}

const cases: Case[] = [
  {
    rule: 'boundaries/domain-knows-no-transport',
    file: 'src/server/saves/archive.service.ts',
    bad: [
      "import fastify from 'fastify';",
      "import { GraphQLError } from 'graphql';",
      "import { sendError } from '../http/errors.js';",
      "import { builder } from '../graphql/builder.js';",
      "import SchemaBuilder from '@pothos/core';",
    ],
    says: 'call a service method',
    good: "import { DomainError } from '../core/errors.js';",
  },
  {
    rule: 'boundaries/only-repos-touch-the-database',
    file: 'src/server/saves/archive.service.ts',
    bad: ["import { openDb } from '../db/client.js';", "import pg from 'pg';"],
    says: 'Put the SQL in a repo',
    good: "import type { Db } from '../db/types.js';",
  },
  {
    rule: 'boundaries/transports-call-services',
    file: 'src/server/http/archive.routes.ts',
    bad: [
      "import { SavesRepo } from '../saves/saves.repo.js';",
      "import { openDb } from '../db/client.js';",
      "import type { Db } from '../db/types.js';",
    ],
    says: 'Add a method to the domain service',
    good: "import { SavesService } from '../saves/saves.service.js';",
  },
  {
    rule: 'boundaries/extension-uses-the-public-api',
    file: 'extension/src/background/archive.ts',
    bad: [
      "import { SavesService } from '../../../src/server/saves/saves.service.js';",
      "import { graphqlRequest } from '../../../src/web/lib/graphql-client';",
    ],
    says: 'only through its public API',
    good: "import { firstUrlInText } from '../../../src/common/url-in-text.js';",
  },
  {
    rule: 'boundaries/common-imports-neither-side',
    file: 'src/common/archive-rules.ts',
    bad: [
      "import { loadConfig } from '../server/config.js';",
      "import { paths } from '../web/lib/paths';",
    ],
    says: 'Move the piece both sides need into src/common',
    good: "import { tagRules } from './tag-rules.js';",
  },
  {
    rule: 'boundaries/common-is-portable',
    file: 'src/common/archive-rules.ts',
    bad: ["import { readFileSync } from 'node:fs';", "import { useState } from 'react';"],
    says: 'Keep that code in src/server or src/web',
    good: "import { z } from 'zod';",
  },
  {
    rule: 'boundaries/web-never-imports-server',
    file: 'src/web/lib/archive.ts',
    bad: ["import { SavesService } from '../../server/saves/saves.service.js';"],
    says: 'through the GraphQL API',
    good: "import { tagRules } from '../../common/tag-rules';",
  },
  {
    rule: 'boundaries/server-never-imports-web',
    file: 'src/server/saves/archive.ts',
    bad: ["import { paths } from '../../web/lib/paths';"],
    says: 'Move what both need into src/common',
    good: "import { tagRules } from '../../common/tag-rules.js';",
  },
  {
    rule: 'import-x/no-restricted-paths',
    file: 'src/web/features/search/components/archive-results.tsx',
    bad: [
      "import { SavedItemCard } from '../../saves/components/saved-item-card';",
      "import { savedItemsQuery } from '../../saves/api/get-saved-items';",
    ],
    says: "Export what you need from that feature's index.ts",
    good: "import { SavedItemCard } from '../../saves';\nimport { searchUrl } from '../state/search-url';",
  },
  {
    rule: 'import-x/no-restricted-paths',
    file: 'src/web/app/routes/archive-page.tsx',
    bad: ["import { SavedItemCard } from '../../features/saves/components/saved-item-card';"],
    says: 'through its index.ts',
    good: "import { SavesView } from '../../features/saves';\nimport { AllLists } from '../../features/lists/page';",
  },
  {
    // A feature inside a group folder (discovery/) is a feature like any other, both ways.
    rule: 'import-x/no-restricted-paths',
    file: 'src/web/features/discovery/home/components/home-view.tsx',
    bad: [
      "import { SavedItemCard } from '../../../saves/components/saved-item-card';",
      "import { slateLineupQuery } from '../../discover/api/slate-lineup';",
    ],
    says: "Export what you need from that feature's index.ts",
    good: "import { SavedItemCard } from '../../../saves';\nimport { HomeSlate } from './home-slate';",
  },
  // ---- Web features import each other in one direction (scripts/eslint/feature-direction.js) ----
  {
    rule: 'features/direction',
    file: 'src/web/features/tags/components/tag-menu.tsx',
    bad: [
      "import { SavedItemCard } from '../../saves';",
      "import { ReaderView } from '../../reader';",
      "import type { OfflineStatus } from '../../offline';",
    ],
    says: 'features/tags may import only these features: auth',
    good: "import { usePremium } from '../../auth';\nimport { patchItem } from '../../../lib/saved-items';",
  },
  {
    // A feature inside a group folder (discovery/) is held to the direction like any other.
    rule: 'features/direction',
    file: 'src/web/features/discovery/home/components/home-reader.tsx',
    bad: [
      "import { ReaderView } from '../../../reader';",
      "import { OfflineStatus } from '../../../offline';",
    ],
    says: 'Move what both need into src/web/lib',
    good: "import { usePremium } from '../../../auth';\nimport { RecommendationCard } from '../../recommendations';",
  },
  {
    // saved-items-cache.ts imports query-keys.ts: query-keys.ts importing it back closes a cycle.
    rule: 'import-x/no-cycle',
    file: 'src/web/lib/saved-items/query-keys.ts',
    bad: ["import { markStale } from './saved-items-cache';"],
    says: 'Dependency cycle',
    good: "import type { SavedItemsFilter } from '../../gql/graphql';",
  },
  // ---- Server domains talk through services (scripts/eslint/domain-boundaries.js) ----
  {
    rule: 'import-x/no-restricted-paths',
    file: 'src/server/tags/archive-tags.service.ts',
    bad: [
      "import { touchSavedItems } from '../saves/saves.repo.js';",
      "import { findOrCreateItems } from '../items/items.repo.js';",
    ],
    says: "Call the owning domain's service",
    good: "import type { SavesService } from '../saves/saves.service.js';\nimport { SAVE_COLUMNS } from '../saves/saves.read-model.js';\nimport { addTags } from './tags.repo.js';",
  },
  {
    // Each folder of discovery/ is a domain of its own.
    rule: 'import-x/no-restricted-paths',
    file: 'src/server/discovery/recommendations/archive.repo.ts',
    bad: ["import { proposeItems } from '../corpus/corpus.repo.js';"],
    says: 'read through the read model it exports on purpose',
    good: "import { recommendableSql } from '../corpus/corpus.read-model.js';\nimport { loadCandidates } from './candidates.repo.js';",
  },
];

describe('dependency rules in eslint.config.js', () => {
  for (const c of cases) {
    describe(`${c.rule} at ${c.file}`, () => {
      for (const line of c.bad) {
        it(
          `rejects ${line}`,
          async () => {
            const errors = await boundaryErrors(c.file, `${line}\n`);
            expect(errors).toContainEqual({
              rule: c.rule,
              message: expect.stringContaining(c.says),
            });
          },
          LINT_TIMEOUT,
        );
      }
      it(
        `allows ${c.good.split('\n')[0]}`,
        async () => {
          const errors = await boundaryErrors(c.file, `${c.good}\n`);
          expect(errors.filter((e) => e.rule === c.rule || e.rule === 'fatal')).toEqual([]);
        },
        LINT_TIMEOUT,
      );
    });
  }

  it(
    'holds every rule on a file several rules cover (a service importing Fastify and the driver)',
    async () => {
      const errors = await boundaryErrors(
        'src/server/saves/archive.service.ts',
        "import fastify from 'fastify';\nimport { openDb } from '../db/client.js';\n",
      );
      expect(errors.map((e) => e.rule).sort()).toEqual([
        'boundaries/domain-knows-no-transport',
        'boundaries/only-repos-touch-the-database',
      ]);
    },
    LINT_TIMEOUT,
  );
});
