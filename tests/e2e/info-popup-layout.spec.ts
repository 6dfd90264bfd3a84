import { expect, test, demoMember } from './fixtures';
import { signInViaApi } from './support/members';
import { cn, en, sitePath, th, type SiteLocale } from './support/site-locales';

/*
 * The Information popup read on a phone in each language: its tab labels (and the bottom bar's under
 * it) never break inside a word
 * (a Chinese label split as 个人/信息 reads as two words), and the popup keeps its top edge and height
 * still while the player moves between tabs of different lengths, so the tab bar never jumps away
 * from the finger.
 */

const popups: Array<{
  locale: Pick<SiteLocale, 'prefix' | 'htmlLang'>;
  title: string;
  tabList: string;
  tabs: string[];
}> = [
  {
    locale: th,
    title: 'ข้อมูลบัญชี',
    tabList: 'เมนูข้อมูลบัญชี',
    tabs: ['ข้อมูลส่วนตัว', 'ฝาก-ถอน', 'กิจกรรม', 'แนะนำเพื่อน', 'ข่าวสาร'],
  },
  {
    locale: en,
    title: 'My account',
    tabList: 'Account information sections',
    tabs: ['Account', 'History', 'Events', 'Referral', 'News'],
  },
  { locale: cn, title: '我的账户', tabList: '账户信息栏目', tabs: ['账户', '存取', '活动', '推荐', '新闻'] },
];

// The narrowest common phone (360 × 740), where five labels have the least room; desktop as configured.
test.use({
  viewport: async ({ isMobile }, provide) =>
    provide(isMobile ? { width: 360, height: 740 } : { width: 1280, height: 800 }),
});

/** Words of the label (Intl.Segmenter: Thai and Chinese have no spaces) whose letters sit on two lines. */
function lineBreaksInsideWords(label: Element, lang: string): number {
  const text = label.textContent ?? '';
  const node = label.firstChild!;
  const topOf = (i: number) => {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    return Math.round(range.getBoundingClientRect().top);
  };
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  let broken = 0;
  for (const { index, segment } of segmenter.segment(text)) {
    // a word whose first and last character sit on different lines was broken inside
    if (segment.trim() && topOf(index) !== topOf(index + segment.length - 1)) broken += 1;
  }
  return broken;
}

for (const { locale, title, tabList, tabs } of popups) {
  test(`${locale.htmlLang}: tab labels stay whole and the popup does not move between tabs`, async ({
    page,
  }) => {
    await signInViaApi(page, demoMember.phone, demoMember.password);
    await page.goto(sitePath(locale, '/u'));
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    const bar = dialog.getByRole('tablist', { name: tabList, exact: true });
    await expect(bar.getByRole('tab')).toHaveText(tabs);

    const labels = bar.getByRole('tab').locator('span');
    for (let i = 0; i < tabs.length; i++) {
      const broken = await labels.nth(i).evaluate(lineBreaksInsideWords, locale.htmlLang);
      expect.soft(broken, `"${tabs[i]}" is broken inside a word`).toBe(0);
    }

    // The page's own bottom bar (spec §2 second mobile layout) under the popup: its labels too.
    const barLinks = page.locator('nav.sport-bar a.bottom-tab');
    await expect(barLinks).toHaveCount(5);
    for (const link of await barLinks.all()) {
      const broken = await link.evaluate(lineBreaksInsideWords, locale.htmlLang);
      expect.soft(broken, `bottom bar "${await link.textContent()}" is broken inside a word`).toBe(0);
    }

    const first = await dialog.boundingBox();
    for (const name of tabs.slice(1)) {
      await bar.getByRole('tab', { name, exact: true }).click();
      await expect(bar.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      const now = await dialog.boundingBox();
      expect
        .soft({ tab: name, top: now?.y, height: now?.height })
        .toEqual({ tab: name, top: first?.y, height: first?.height });
    }
  });
}
