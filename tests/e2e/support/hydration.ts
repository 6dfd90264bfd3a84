import { expect, type Locator } from '@playwright/test';

/*
 * Client components only react to clicks and typing once React has hydrated them: typing into
 * the server-rendered login form too early can be missed by react-hook-form (its submit is
 * disabled until the form is valid), and clicking a next-intl Link too early is a plain
 * navigation that skips the locale cookie its click handler writes. React marks every
 * hydrated DOM node with a `__reactProps$…` key, so wait for that.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: 'client component hydrated',
    })
    .toBe(true);
}
