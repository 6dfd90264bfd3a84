import type { PromotionView } from '../casino/promotion-view';
import { formatMoney, formatWholeBaht } from '../format';
import { pickText, type TextLang } from '../i18n/localized-text';
import { quotePromotion } from '../wallet/promotion-quote';
import type { KeyOf } from '../i18n/message-keys';

/*
 * What a promotion offers, in the words the public pages use: the headline of its banner art
 * ("โบนัส 50%", "รับ 100 บาท"), the terms of its card and a worked example. Pure, so the home
 * carousel, the promotion cards and their tests share it; the components translate the keys.
 * Spec §9: a 0 or missing value shows 'none' (the view already turned those into null).
 */

/** A message of the Promotion namespace with its values. */
export interface Phrase {
  key: KeyOf<'Promotion'>;
  values?: Record<string, string | number>;
}

/** The big line of the banner art and the smaller one under it. */
export interface ArtFigures {
  headline: Phrase;
  subline: Phrase | null;
  /** The headline's language when it is the promotion's name in another language than the page's. */
  headlineLang?: TextLang;
}

/**
 * Round amounts read better whole on a banner ("100 บาท"); anything with satang keeps them, so the
 * art never rounds a figure the terms show exactly.
 */
export function bannerBaht(satang: number): string {
  return satang % 100 === 0 ? formatWholeBaht(satang) : formatMoney(satang);
}

export function artFigures(p: PromotionView, locale: string): ArtFigures {
  const turnover: Phrase | null = p.turnover ? { key: 'artTurnover', values: { value: p.turnover } } : null;
  if (p.bonusFixedSatang) {
    return { headline: { key: 'artFixed', values: { amount: bannerBaht(p.bonusFixedSatang) } }, subline: turnover };
  }
  if (p.bonusPercent) {
    return {
      headline: { key: 'artPercent', values: { percent: p.bonusPercent } },
      subline: p.bonusMaxSatang ? { key: 'artMax', values: { amount: bannerBaht(p.bonusMaxSatang) } } : turnover,
    };
  }
  // A promotion with neither figure is still a promotion: its name is the headline.
  const name = pickText(p.names, p.name, locale);
  return {
    headline: { key: 'artName', values: { name: name.text } },
    subline: turnover,
    ...(name.lang ? { headlineLang: name.lang } : {}),
  };
}

export interface TermRow {
  label: KeyOf<'Promotion'>;
  /** null: the promotion has none (spec §9 'none'). */
  value: Phrase | null;
}

const baht = (satang: number | null): Phrase | null =>
  satang === null ? null : { key: 'amountValue', values: { amount: formatMoney(satang) } };

/**
 * The card's terms: the spec §3 figures always (with 'none'), then the extensions only where the
 * upstream states them (withdraw_max, ends_at: docs/architecture.md §8). The data has no per-promotion
 * minimum deposit: deposit_max is shown as the maximum only, as the deposit popup does.
 */
export function termRows(p: PromotionView): TermRow[] {
  const rows: TermRow[] = [
    {
      label: 'bonusPercent',
      value: p.bonusPercent === null ? null : { key: 'percentValue', values: { value: p.bonusPercent } },
    },
    { label: 'bonusFixed', value: baht(p.bonusFixedSatang) },
    { label: 'bonusMax', value: baht(p.bonusMaxSatang) },
    { label: 'turnover', value: p.turnover === null ? null : { key: 'turnoverValue', values: { value: p.turnover } } },
    { label: 'depositMax', value: baht(p.depositMaxSatang) },
  ];
  if (p.withdrawMaxSatang !== undefined) {
    rows.push({ label: 'withdrawMax', value: baht(p.withdrawMaxSatang) ?? { key: 'noLimit' } });
  }
  return rows;
}

/** 1,000 baht: a deposit a new player recognises, used when nothing about the promotion suggests another. */
const TYPICAL_DEPOSIT_SATANG = 100_000;

/**
 * The deposit the worked example uses: the one that earns the whole maximum bonus, else a typical
 * 1,000 baht, never over the promotion's deposit maximum.
 */
export function exampleDepositSatang(p: PromotionView): number {
  const full =
    !p.bonusFixedSatang && p.bonusPercent && p.bonusMaxSatang
      ? Math.ceil((p.bonusMaxSatang * 100) / p.bonusPercent / 100) * 100
      : TYPICAL_DEPOSIT_SATANG;
  return p.depositMaxSatang === null ? full : Math.min(full, p.depositMaxSatang);
}

/**
 * "Deposit 1,000, get 500 bonus, play 7,500 before withdrawing": the turnover rule in figures,
 * by the same rules the deposit popup quotes (lib/wallet/promotion-quote.ts). null when the
 * promotion gives no bonus to show.
 */
export function workedExample(p: PromotionView): Phrase | null {
  const deposit = exampleDepositSatang(p);
  const quote = quotePromotion(p, deposit);
  if (quote.bonusSatang <= 0) return null;
  const values = {
    deposit: formatMoney(deposit),
    bonus: formatMoney(quote.bonusSatang),
    turnover: quote.turnoverSatang === null ? '' : formatMoney(quote.turnoverSatang),
  };
  return { key: quote.turnoverSatang === null ? 'exampleNoTurnover' : 'example', values };
}

export type BannerSlide = { kind: 'promotion'; promotion: PromotionView } | { kind: 'welcome' };

/** A few slides are a carousel; a dozen are a list nobody swipes through (the page lists them all). */
export const MAX_BANNER_SLIDES = 5;

/**
 * The home carousel's slides: the public promotions in the upstream's order. When the catalogue
 * cannot be read or is empty, one welcome slide from our own copy, so home never shows an error
 * or an empty frame.
 */
export function bannerSlides(promotions: { ok: true; items: PromotionView[] } | { ok: false }): BannerSlide[] {
  const items = promotions.ok ? promotions.items.slice(0, MAX_BANNER_SLIDES) : [];
  return items.length ? items.map((promotion) => ({ kind: 'promotion', promotion })) : [{ kind: 'welcome' }];
}
