/** Prints the schema to schema.graphql at the repository root (npm run gen). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { schema } from './schema.js';

/** The text committed as schema.graphql. */
export function printSchemaFile(from: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(from))}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL('../../../schema.graphql', import.meta.url);
  writeFileSync(target, printSchemaFile(schema));
  console.log(`wrote ${fileURLToPath(target)}`);
}
