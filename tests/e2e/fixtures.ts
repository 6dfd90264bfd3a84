import { test as base } from '@playwright/test';
import { Announcement } from './pages/announcement';
import { LoginPage } from './pages/login-page';
import { LoginPopup } from './pages/login-popup';
import { MemberPage } from './pages/member-page';
import { RegisterFlow } from './pages/register-flow';
import { ResetFlow } from './pages/reset-flow';
import { SiteHeader } from './pages/site-header';
import { oneOf } from './support/names';
import { cn, en, th, type SiteLocale } from './support/site-locales';

/*
 * One `test` for every e2e file. `siteLocale` picks the language a describe block runs in
 * (`test.use({ siteLocale: en })`); it is not Playwright's own `locale`, the browser's
 * Accept-Language, which the site deliberately ignores (proxy.ts).
 */

/** The seeded demo member (casino-api/seed): credit 1,250.00 after one demo round. */
export const demoMember = { phone: '0812345678', password: 'Demo1234', credit: '1,250.00' } as const;

/** The seeded affiliate (casino-api/seed/data.ts). */
export const demoAffiliate = { key: 'AFF001', username: 'adviser01' } as const;

interface Fixtures {
  siteLocale: SiteLocale;
  /**
   * The seeded announcement (active=1) opens a modal on every full page load (spec §2), which
   * makes the rest of the page inert. Journeys about something else close it the way a player
   * would, whenever it turns up; announcement.spec.ts turns this off to look at it.
   */
  dismissAnnouncement: boolean;
  announcementGuard: void;
  loginPage: LoginPage;
  header: SiteHeader;
  memberPage: MemberPage;
  announcement: Announcement;
  loginPopup: LoginPopup;
  registerPopup: RegisterFlow;
  resetPopup: ResetFlow;
}

export const test = base.extend<Fixtures>({
  siteLocale: [th, { option: true }],
  dismissAnnouncement: [true, { option: true }],
  announcementGuard: [
    async ({ page, dismissAnnouncement }, provide) => {
      if (dismissAnnouncement) {
        // Any language: some journeys switch language half-way.
        const locales = [th, en, cn].map((l) => l.announcement);
        const modal = page.getByRole('dialog', { name: oneOf(locales.map((a) => a.title)) });
        await page.addLocatorHandler(modal, async (dialog) => {
          // A click event, not a pointer click: another modal opened later (the deposit page's
          // account check) can sit on top of the announcement, and a pointer click would then hit it.
          await dialog
            .getByRole('button', { name: oneOf(locales.map((a) => a.close)) })
            .last()
            .dispatchEvent('click');
        });
      }
      await provide();
    },
    { auto: true },
  ],
  // `provide`, not Playwright's usual `use`: eslint's React hooks rule would take `use` for React's.
  loginPage: async ({ page, siteLocale }, provide) => provide(new LoginPage(page, siteLocale)),
  header: async ({ page, siteLocale }, provide) => provide(new SiteHeader(page, siteLocale)),
  memberPage: async ({ page }, provide) => provide(new MemberPage(page)),
  announcement: async ({ page, siteLocale }, provide) => provide(new Announcement(page, siteLocale)),
  loginPopup: async ({ page, siteLocale }, provide) => provide(new LoginPopup(page, siteLocale)),
  registerPopup: async ({ page, siteLocale }, provide) => provide(RegisterFlow.popup(page, siteLocale)),
  resetPopup: async ({ page, siteLocale }, provide) => provide(ResetFlow.popup(page, siteLocale)),
});

export { expect } from '@playwright/test';
