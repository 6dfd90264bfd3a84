import type { Locator, Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 levels A and AA: the rules every page and popup is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious and critical axe-core violations in the page, or inside `selector` only (an open popup),
 * one line each: impact, rule, help and up to three of the elements.
 *
 * axe-core runs in the page as @axe-core/playwright does it: the script is evaluated over the
 * DevTools protocol, so a page's Content-Security-Policy cannot block it. It is put in once per
 * document.
 */
export async function seriousA11yViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, selector }) => {
      const w = window as unknown as { axe: typeof axe };
      const context = selector ? { include: [selector] } : document;
      return (
        await w.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      ).violations;
    },
    { tags: WCAG_TAGS, selector },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map(
            (n) =>
              `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
          )
          .slice(0, 3)
          .join(' | ')})`,
    );
}

/** The same inside one element (an open popup), marked for the run since a popup's own id is React's. */
export async function seriousA11yViolationsIn(scope: Locator): Promise<string[]> {
  await scope.evaluate((el) => el.setAttribute('data-axe-scope', ''));
  try {
    return await seriousA11yViolations(scope.page(), '[data-axe-scope]');
  } finally {
    await scope.evaluate((el) => el.removeAttribute('data-axe-scope')).catch(() => undefined);
  }
}
