// CI check: repeated code may only go down. jscpd (configured in .jscpd.json: runs of 6+ lines
// and 50+ tokens, tests, generated code and migrations left out) counts the clones; the figure
// recorded in scripts/structure/duplication-baseline.json is the ceiling. More clones fail with the
// new ones listed; fewer fail too, asking to lower the ceiling, so the ratchet only ever tightens.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BASELINE = 'scripts/structure/duplication-baseline.json';
const out = mkdtempSync(join(tmpdir(), 'jscpd-'));
try {
  execFileSync(
    'node',
    [
      'node_modules/jscpd/bin/jscpd',
      '--config',
      '.jscpd.json',
      '--reporters',
      'json',
      '--output',
      out,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
  const { clones } = JSON.parse(readFileSync(BASELINE, 'utf8'));
  const found = report.duplicates.length;
  console.log(
    `repeated code: ${found} clones (ceiling ${clones}), ${report.statistics.total.duplicatedLines} lines`,
  );
  if (found > clones) {
    for (const d of report.duplicates)
      console.log(
        `  ${d.firstFile.name}:${d.firstFile.start}-${d.firstFile.end} ~ ${d.secondFile.name}:${d.secondFile.start}-${d.secondFile.end}`,
      );
    console.log(
      `\nMore repeated code than the ceiling in ${BASELINE}. Reuse the existing code instead of ` +
        'copying it (one function, component or CSS pattern serving both places; CONTRIBUTING.md ' +
        '"Repeated code"). The list above has every clone; `duplicates --change` shows yours.',
    );
    process.exit(1);
  }
  if (found < clones) {
    console.log(
      `\nRepeated code fell to ${found}: set "clones" to ${found} in ${BASELINE} so it stays there.`,
    );
    process.exit(1);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
