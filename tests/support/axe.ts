import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, for WCAG 2.1 A/AA and axe's best practices.
 * axe-core is loaded once into each frame of the page (the comprovante viewer's iframe too) and run
 * there, as @axe-core/playwright's legacy mode does. That package's default mode also opens a blank
 * page for each check (to combine frames of other origins, which the SPA has none of): seconds of
 * CPU per check on 2 cores.
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    async (tags) => (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
    TAGS,
  );
}

/** How many rules fail at each impact, for printing figures (e.g. `{ critical: 0, serious: 2, … }`). */
export async function a11yViolationCounts(page: Page): Promise<Record<Impact, number>> {
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, 0])) as Record<Impact, number>;
  for (const v of await axeViolations(page)) if (v.impact) counts[v.impact] += 1;
  return counts;
}

/** Fails, listing each rule (id, impact, help and its first 3 elements), when axe finds a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, context?: string): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const list = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 3).map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  expect(list, `axe: serious or critical violations${context ? ` on ${context}` : ''}:\n${list.join('\n')}`).toEqual([]);
}

/**
 * Fails when axe finds any violation at all, minor ones included (issue 28's screens: the FAQ
 * editor, /tabela, the Nova classificação, Novo médico and Nova pergunta dialogs, at both widths).
 */
export async function expectNoA11yViolations(page: Page, context?: string): Promise<void> {
  const all = await axeViolations(page);
  const list = all.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 3).map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  expect(list, `axe: violations${context ? ` on ${context}` : ''}:\n${list.join('\n')}`).toEqual([]);
}
