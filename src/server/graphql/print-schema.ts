/** Prints the schema to schema.graphql at the repository root (npm run gen). */
import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

const target = new URL('../../../schema.graphql', import.meta.url);
writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`wrote ${target.pathname}`);
