import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A modal popup keeps keyboard focus (docs/architecture.md §5, native <dialog> with showModal): tabbing
 * forward past its last control and backward past its first never lands on the page behind it.
 * Chromium, like every browser with a native modal dialog, lets focus step out to the browser's
 * own toolbar between the last and the first control; in the page that reads as "nothing
 * focused" (document.activeElement is <body>). That stop is allowed; any page control is not,
 * and focus must come back into the dialog.
 */
export async function expectFocusStaysInside(page: Page, dialog: Locator): Promise<void> {
  const controls = await dialog
    .locator(':is(button, input, a[href], select, textarea):visible:not([disabled])')
    .count();
  const where = () =>
    dialog.evaluate((d) => {
      const el = document.activeElement;
      if (d.contains(el)) return 'inside';
      if (!el || el === document.body) return 'browser';
      return `${el.tagName.toLowerCase()}${el.textContent ? ` "${el.textContent.trim().slice(0, 30)}"` : ''}`;
    });
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = [];
    // One full round (every control plus the browser stop) and one more, ending inside.
    for (let i = 1; i <= controls + 2 || seen.at(-1) !== 'inside'; i++) {
      await page.keyboard.press(key);
      seen.push(await where());
      if (i > controls + 4) break;
    }
    expect(
      seen.filter((w) => w !== 'inside' && w !== 'browser'),
      `${key}: focus reached the page behind the dialog`,
    ).toEqual([]);
    expect(seen.at(-1), `${key}: focus came back into the dialog`).toBe('inside');
    expect(
      seen.filter((w) => w === 'browser').length,
      `${key}: at most one stop outside the page per round`,
    ).toBeLessThanOrEqual(2);
  }
}
