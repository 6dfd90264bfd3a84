import { expect, test } from './fixtures';
import { cn, en, sitePath, th } from './support/site-locales';

/*
 * docs/player-protection.md: public pages carry the age notice (the configured legal age, 20 by default)
 * and a link to the responsible-play page, which exists in th, en and cn with its help links.
 */

const pages = [
  {
    locale: th,
    label: 'th',
    title: 'เล่นอย่างรับผิดชอบ',
    age: 'สำหรับผู้ที่มีอายุ 20 ปีขึ้นไปเท่านั้น เล่นอย่างมีสติ',
    lead: 'เว็บไซต์นี้สำหรับผู้ที่มีอายุ 20 ปีขึ้นไปเท่านั้น',
    help: 'ขอความช่วยเหลือ',
  },
  {
    locale: en,
    label: 'en',
    title: 'Responsible play',
    age: 'For people aged 20 and over only. Play responsibly.',
    lead: 'This site is for people aged 20 and over only.',
    help: 'Get help',
  },
  {
    locale: cn,
    label: 'cn',
    title: '理性游戏',
    age: '仅限 20 岁及以上人士。请理性娱乐。',
    lead: '本网站仅限 20 岁及以上人士使用',
    help: '寻求帮助',
  },
] as const;

/** lib/protection/settings.ts defaults (RESPONSIBLE_PLAY_LINKS unset in the e2e servers). */
const helpLinks = [
  { name: 'สายด่วนสุขภาพจิต 1323', href: 'tel:1323' },
  { name: 'Gamblers Anonymous', href: 'https://www.gamblersanonymous.org/' },
];

for (const p of pages) {
  test.describe(`responsible play (${p.label})`, () => {
    test('public pages show the age notice and link from the footer to the responsible-play page, which lists help', async ({
      page,
    }) => {
      for (const from of ['/', '/promotion', '/privacy-policy']) {
        await page.goto(sitePath(p.locale, from));
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByText(p.age)).toBeVisible();
        await expect(footer.getByRole('link', { name: p.title, exact: true })).toHaveAttribute(
          'href',
          sitePath(p.locale, '/responsible-play'),
        );
      }
      await page.getByRole('contentinfo').getByRole('link', { name: p.title, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === sitePath(p.locale, '/responsible-play'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: p.title, exact: true })).toBeVisible();
      await expect(main.getByText(p.lead)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: p.help, exact: true })).toBeVisible();
      for (const link of helpLinks)
        await expect(main.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
          'href',
          link.href,
        );
    });
  });
}
