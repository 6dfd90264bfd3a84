import { langOf, pickText, toLocalizedTexts } from '@/lib/i18n/localized-text';

/*
 * Upstream text in the page's language (docs/architecture.md, "Upstream text in three languages"):
 * one rule for game names, promotion names and announcements.
 */

const thai = 'สมาชิกใหม่ รับโบนัส 50%';
const all = { th: thai, en: 'New members: 50% bonus', zh: '新会员 50% 奖金' };

describe('pickText', () => {
  it("gives each page its own language's text", () => {
    expect(pickText(all, thai, 'th')).toEqual({ text: thai });
    expect(pickText(all, thai, 'en')).toEqual({ text: 'New members: 50% bonus' });
    expect(pickText(all, thai, 'zh-CN')).toEqual({ text: '新会员 50% 奖金' });
  });

  it('gives a Chinese reader the English text, marked as English, when there is no Chinese', () => {
    expect(pickText({ en: all.en }, thai, 'zh-CN')).toEqual({ text: all.en, lang: 'en' });
  });

  it('shows the text as given, marked as Thai on an English or Chinese page, when there is none in that language', () => {
    for (const texts of [{}, { th: thai }, null, undefined]) {
      expect(pickText(texts, thai, 'en')).toEqual({ text: thai, lang: 'th' });
      expect(pickText(texts, thai, 'zh-CN')).toEqual({ text: thai, lang: 'th' });
    }
    // on a Thai page Thai is the page's own language
    expect(pickText({}, thai, 'th')).toEqual({ text: thai });
  });

  it("prefers the upstream's own Thai text on a Thai page, and never marks text that is not Thai", () => {
    expect(pickText({ th: 'เสือนำโชค' }, 'เสือนำโชค (Lucky Tiger)', 'th')).toEqual({ text: 'เสือนำโชค' });
    expect(pickText({}, 'Welcome bonus', 'en')).toEqual({ text: 'Welcome bonus' });
    expect(pickText({}, 'Welcome bonus', 'zh-CN')).toEqual({ text: 'Welcome bonus' });
  });
});

describe('toLocalizedTexts', () => {
  it('keeps the languages the upstream gives, trimmed, and drops empty or missing ones', () => {
    expect(toLocalizedTexts({ th: ` ${thai} `, en: '', zh: null })).toEqual({ th: thai });
    expect(toLocalizedTexts({ en: '  ', zh: '新会员' })).toEqual({ zh: '新会员' });
    expect(toLocalizedTexts(null)).toEqual({});
    expect(toLocalizedTexts(undefined)).toEqual({});
  });
});

it('maps the site locales to the languages of the extension', () => {
  expect(['th', 'en', 'zh-CN'].map(langOf)).toEqual(['th', 'en', 'zh']);
});
