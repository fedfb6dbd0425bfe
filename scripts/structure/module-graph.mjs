// The import graph of the web client and of the server, collapsed to their units: a web feature
// (src/web/features/<name>, or <group>/<name> for the group folders), a server domain
// (src/server/<name>, or discovery/<name>), or a top-level folder or file. madge reads the
// imports, type-only ones included: a type shared both ways couples two units as much as a call.
import madge from 'madge';

const FEATURE_GROUPS = ['discovery'];

// The server's composition root: it builds every domain and wires transports and jobs to them, so
// it imports everything by design and nothing but tests import it. It is left out of the graph.
const SERVER_WIRING = [
  /^(app|main|serve|services|runtime)\.ts$/,
  /^(http|graphql|cli)\//,
  /^jobs\/registry\.ts$/,
];

/** The unit a file belongs to, from its path relative to the scanned root. */
const unitOf = (file) => {
  const parts = file.split('/');
  if (parts[0] === 'features' || parts[0] === 'discovery') {
    const depth = parts[0] === 'features' ? 1 : 0;
    const name = parts[depth];
    const grouped = FEATURE_GROUPS.includes(name) && parts.length > depth + 2;
    return parts.slice(0, depth + (grouped ? 2 : 1)).join('/');
  }
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.tsx?$/, '');
};

export const SCANS = {
  web: {
    root: 'src/web',
    tsConfig: 'tsconfig.web.json',
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.test\.tsx?$/, /^gql\//],
  },
  server: {
    root: 'src/server',
    tsConfig: 'tsconfig.server.json',
    fileExtensions: ['ts'],
    excludeRegExp: [/\.test\.ts$/, /^test\//, ...SERVER_WIRING],
    // Server services receive each other from the composition root (constructor injection), so
    // a domain may name another's service type without loading it; only runtime imports count.
    detectiveOptions: { ts: { skipTypeImports: true }, es6: { skipTypeImports: true } },
  },
};

/** Unit → Map(other unit → one file-level import that links them, as "a.ts → b.ts"). */
export async function unitGraph({ root, ...options }) {
  const result = await madge(root, options);
  const graph = new Map();
  for (const [file, imports] of Object.entries(result.obj())) {
    const from = unitOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const target of imports) {
      if (target.startsWith('../')) continue; // src/common and the like: outside the scan
      const to = unitOf(target);
      if (to !== from && !graph.get(from).has(to)) graph.get(from).set(to, `${file} → ${target}`);
    }
  }
  return graph;
}

/** Strongly connected components with more than one unit (Tarjan), each sorted. */
export function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (unit) => {
    index.set(unit, next);
    low.set(unit, next++);
    stack.push(unit);
    onStack.add(unit);
    for (const to of graph.get(unit)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit), low.get(to)));
      } else if (onStack.has(to)) low.set(unit, Math.min(low.get(unit), index.get(to)));
    }
    if (low.get(unit) === index.get(unit)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return found;
}
