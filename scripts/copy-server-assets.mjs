// Copies what tsc does not emit next to the compiled server: the SQL migrations.
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/node/server/db/migrations', { recursive: true });
