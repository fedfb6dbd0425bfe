// Copies what tsc does not emit next to the compiled server: the SQL migrations and the corpus's
// starter set (read beside its module by src/server/discovery/corpus/starter-feeds.ts).
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/node/server/db/migrations', { recursive: true });
cpSync(
  'src/server/discovery/corpus/starter-feeds.opml',
  'dist/node/server/discovery/corpus/starter-feeds.opml',
);
