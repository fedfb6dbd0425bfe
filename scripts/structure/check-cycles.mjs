// CI check: no import cycle between web features, nor between server domains (units as
// module-graph.mjs defines them). A cycle means neither side can be understood, tested or moved
// without the other; CONTRIBUTING.md "Dependency direction" says how to break one.
import { SCANS, cycles, unitGraph } from './module-graph.mjs';

let failed = false;
for (const [name, scan] of Object.entries(SCANS)) {
  const graph = await unitGraph(scan);
  const found = cycles(graph);
  console.log(`${name}: ${graph.size} units, ${found.length} cycles`);
  for (const component of found) {
    failed = true;
    const members = new Set(component);
    console.log(`  cycle between ${component.join(', ')}; its imports:`);
    for (const unit of component)
      for (const [to, example] of graph.get(unit))
        if (members.has(to)) console.log(`    ${unit} → ${to}  (${example})`);
  }
}
if (failed) {
  console.log(
    '\nBreak each cycle: move the piece both sides need down into a module neither imports back ' +
      "(src/web/lib or src/common on the web; a domain's service or read model on the server), " +
      'or pass it in from the composition root (src/server/services.ts). See CONTRIBUTING.md ' +
      '"Dependency direction".',
  );
  process.exit(1);
}
