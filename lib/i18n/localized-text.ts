/*
 * Upstream text in the page's language (docs/architecture.md, "Upstream text in three languages"):
 * spec §3 gives one name per game or promotion and one announcement text, in Thai. The upstream may
 * add the same text in each language as an extension (`names` / `contents: {th, en, zh}`); the
 * views keep it as LocalizedTexts and the components pick with pickText. Plain functions, no
 * next-intl, so server and client components, views and tests share them.
 */

/** The languages upstream text may come in: the site's locales without their region. */
export type TextLang = 'th' | 'en' | 'zh';
export type LocalizedTexts = Partial<Record<TextLang, string>>;

const LANGS: readonly TextLang[] = ['th', 'en', 'zh'];

export function langOf(locale: string): TextLang {
  if (locale.startsWith('zh')) return 'zh';
  return locale === 'en' ? 'en' : 'th';
}

/** The wire's `{th, en, zh}` as the views keep it: trimmed, without the missing or empty ones. */
export function toLocalizedTexts(
  wire: Partial<Record<TextLang, string | null | undefined>> | null | undefined,
): LocalizedTexts {
  const texts: LocalizedTexts = {};
  for (const lang of LANGS) {
    const text = wire?.[lang]?.trim();
    if (text) texts[lang] = text;
  }
  return texts;
}

export interface PickedText {
  text: string;
  /**
   * The language of `text` when it is not the page's, for the `lang` attribute of its element (screen
   * readers pronounce it right; the browser picks a Thai font for Thai); undefined when it is the
   * page's own or cannot be told.
   */
  lang?: TextLang;
}

const THAI = /\p{Script=Thai}/u;

/**
 * The text for the page's language: th → the Thai text, else as given; zh → the Chinese, else the
 * English (a Chinese reader is better served by English than by Thai), else as given; en → the
 * English, else as given. "As given" is spec §3's own field, Thai in practice. `texts` may be missing:
 * with several site instances behind one proxy (docs/operations.md), the browser's new code may read
 * a view from an instance still on the previous release while they are replaced; that text is then
 * shown as given rather than breaking the popup.
 */
export function pickText(
  texts: LocalizedTexts | null | undefined,
  given: string,
  locale: string,
): PickedText {
  const page = langOf(locale);
  if (page === 'th') return { text: texts?.th ?? given };
  if (page === 'zh' && texts?.zh) return { text: texts.zh };
  if (texts?.en) return page === 'en' ? { text: texts.en } : { text: texts.en, lang: 'en' };
  return THAI.test(given) ? { text: given, lang: 'th' } : { text: given };
}
