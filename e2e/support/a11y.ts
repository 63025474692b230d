import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical WCAG 2.1 AA violation, listing what and where: on the whole page, or only in
 * the parts `include` names (what changed since the whole page was checked).
 */
export async function expectAccessible(page: Page, ...include: string[]): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of include) axe.include(selector);
  const results = await axe.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, 'axe: serious or critical violations').toEqual([]);
}
