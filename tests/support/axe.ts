import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

/** axe-core's violations on the page as it is now, for WCAG 2.1 A/AA and axe's best practices. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations;
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
