/**
 * At build time, what graphql-codegen's client-preset Babel/SWC plugin does: each
 * `graphql(`query Name …`)` call becomes the generated `NameDocument` (`NameFragmentDoc` for a
 * fragment) of src/web/gql/graphql.ts, so that a chunk carries only the documents it uses instead
 * of gql.ts's map of all of them (9 KB gzip on every first load; docs/DECISIONS.md §24.5). Each
 * document is a module of its own (`satchel-gql:Name`, its statement copied from graphql.ts), so
 * that it goes into the chunk of the code that uses it. A call whose document is not found keeps
 * the map (with a warning). The dev server keeps the map.
 */
import { readFileSync } from 'node:fs';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const FIRST_DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const EXPORTED_DOCUMENT =
  /^export const (\w+) = new TypedDocumentString\(([\s\S]*?)\) as unknown as /gm;
const PREFIX = 'satchel-gql:';
const NEW_DOCUMENT = /= new TypedDocumentString\(/g;
const PURE_NEW_DOCUMENT = '= /*#__PURE__*/ new TypedDocumentString(';

/** codegen's names: the operation's name in PascalCase, then Document or FragmentDoc. */
const pascalCase = (name: string) =>
  name
    .split(/_+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export function graphqlDocuments(generated: string): Plugin {
  const documents = `${generated}/graphql.ts`;
  /** Each document's constructor arguments (its text, and a fragment's name), by export name. */
  let exported = new Map<string, string>();
  return {
    name: 'satchel:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const source = readFileSync(documents, 'utf8');
      exported = new Map(
        [...source.matchAll(EXPORTED_DOCUMENT)].map((match) => [match[1] ?? '', match[2] ?? '']),
      );
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      return [
        `import { TypedDocumentString } from ${JSON.stringify(documents)};`,
        `export const ${name} ${PURE_NEW_DOCUMENT}${exported.get(name)});`,
      ].join('\n');
    },
    transform(code, id) {
      // graphql.ts is still imported for its class: its own copies of the documents must go.
      if (id === documents)
        return { code: code.replace(NEW_DOCUMENT, PURE_NEW_DOCUMENT), map: null };
      if (id.startsWith(generated) || !/\.tsx?$/.test(id) || !code.includes('graphql(`')) return;
      const source = new MagicString(code);
      const names = new Set<string>();
      for (const call of code.matchAll(CALL)) {
        const definition = FIRST_DEFINITION.exec(call[1] ?? '');
        if (!definition) continue;
        const kind = definition[1] === 'fragment' ? 'FragmentDoc' : 'Document';
        const name = `${pascalCase(definition[2] ?? '')}${kind}`;
        if (!exported.has(name)) {
          this.warn(`${id}: no ${name} in ${documents} (run npm run gen); kept graphql()`);
          continue;
        }
        names.add(name);
        source.overwrite(call.index, call.index + call[0].length, `__gql_${name}`);
      }
      if (names.size === 0) return;
      // At the end: imports are hoisted, and the lines above keep their numbers.
      for (const name of names) {
        source.append(`\nimport { ${name} as __gql_${name} } from '${PREFIX}${name}';`);
      }
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}
