import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/*
 * Pictures for a person to look at (test-results/screenshots/<project>-<name>.png), plus the
 * layout faults a picture shows best but a script can check: sideways scrolling, content sticking
 * out of a popup, and Thai drawn in a fallback font instead of the bundled Sarabun.
 */

export function screenshotPath(testInfo: TestInfo, name: string): string {
  return path.join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-${name}.png`);
}

export async function capture(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const file = screenshotPath(testInfo, name);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, 'page scrolls sideways by this many px').toBeLessThanOrEqual(0);
}

export async function expectThaiFont(page: Page): Promise<void> {
  // The Thai subset of the bundled Sarabun face (unicode-range U+0E01…), not a system fallback.
  // The face must be loaded AND be the one the page's text asks for first among Thai-capable faces.
  const thaiFaceLoaded = await page.evaluate(() => {
    const stack = getComputedStyle(document.body)
      .fontFamily.split(',')
      .map((f) => f.trim().replace(/["']/g, ''));
    return [...document.fonts].some((f) => {
      const family = f.family.replace(/["']/g, '');
      return (
        /sarabun/i.test(family) &&
        stack.includes(family) &&
        /U\+0?E0/i.test(f.unicodeRange) &&
        f.status === 'loaded'
      );
    });
  });
  expect.soft(thaiFaceLoaded, 'Sarabun (Thai subset) loaded').toBe(true);
}

/** Every visible box inside `root` stays within it sideways, and `root` within the viewport. */
export async function expectContained(root: Locator, what: string): Promise<void> {
  const faults = await root.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const out: string[] = [];
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
      out.push(
        `${what} itself: ${Math.round(box.left)}..${Math.round(box.right)} of ${window.innerWidth}px viewport`,
      );
    for (const child of el.querySelectorAll<HTMLElement>('*')) {
      const r = child.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(child).visibility === 'hidden') continue;
      if (r.width <= 1 && r.height <= 1) continue; // visually-hidden inputs
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
        const text = (child.textContent ?? '').trim().slice(0, 40);
        out.push(
          `<${child.tagName.toLowerCase()} class="${child.className}">${text}</…> spans ${Math.round(r.left)}..${Math.round(r.right)}, container ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
      // text cut off inside its own box (overflow hidden or ellipsis)
      if (
        child.scrollWidth > child.clientWidth + 1 &&
        ['hidden', 'clip'].includes(getComputedStyle(child).overflowX) &&
        child.clientWidth > 1
      ) {
        out.push(
          `<${child.tagName.toLowerCase()} class="${child.className}"> clips its content: ${child.scrollWidth}px in ${child.clientWidth}px`,
        );
      }
    }
    return out.slice(0, 10);
  }, what);
  expect.soft(faults, `${what}: nothing sticks out or is cut off`).toEqual([]);
}

/**
 * A popup as the player sees it: the Thai pictures on the phone-sized project only (one set of
 * pictures is enough to look at, and most players are on phones), the layout checks on every project.
 */
export async function capturePopup(
  page: Page,
  testInfo: TestInfo,
  locale: { htmlLang: string },
  dialog: Locator,
  name: string,
): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectContained(dialog, name);
  await expectNoSidewaysScroll(page);
  if (locale.htmlLang !== 'th') return;
  await expectThaiFont(page);
  if (testInfo.project.name !== 'mobile') return;
  await capture(page, testInfo, name, { fullPage: false });
}
