/**
 * axe-core in a Playwright page: injects the engine's source (the npm package's axe.min.js, no
 * network) and runs it, keeping the violations a person using assistive technology or low vision
 * is blocked or badly slowed by (impact serious or critical).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

/** The impacts that fail a test. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** One entry per failing element: its selector, its text and axe's reason. */
  nodes: { target: string; text: string; why: string }[];
}

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }[];
}

/** Waits for finite animations and transitions, so colours are the settled ones. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The violations of `impacts` (by default serious and critical) on `page`, within `include` (a
 * CSS selector) when given, e.g. an open dialog, so the page behind it is not counted twice.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  impacts: readonly string[] = BLOCKING_IMPACTS,
): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: AXE_SOURCE });
  }
  await settle(page);
  const result = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    return axe.run(selector ? { include: [[selector]] } : document, {
      resultTypes: ['violations'],
    });
  }, include ?? null);
  return (result as AxeResult).violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        text: node.html.replace(/\s+/g, ' ').slice(0, 160),
        why: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
      })),
    }));
}

/** A readable list: one line per rule, one indented line per failing element. */
export function formatFindings(where: string, findings: AxeFinding[]): string {
  return findings
    .map((finding) =>
      [
        `${where}: ${finding.rule} (${finding.impact}) ${finding.help}`,
        ...finding.nodes.map((node) => `    ${node.target}  ${node.text}\n      ${node.why}`),
      ].join('\n'),
    )
    .join('\n');
}
