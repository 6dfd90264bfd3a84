import { createTranslator } from 'next-intl';
import type { PromotionView } from '@/lib/casino/promotion-view';
import {
  artFigures,
  bannerSlides,
  MAX_BANNER_SLIDES,
  termRows,
  workedExample,
  type Phrase,
} from '@/lib/public/promotion-summary';
import en from '@/messages/en.json';
import th from '@/messages/th.json';

type Translate = (key: string, values?: Phrase['values']) => string;
/** The Promotion namespace as the pages translate it, keyed by the plain strings the summary gives. */
const promotionMessages = (locale: 'th' | 'en', messages: typeof th): Translate => {
  const t = createTranslator({ locale, messages: messages as Record<string, unknown> as never });
  return (key, values) => t(`Promotion.${key}` as never, values as never);
};
const thai = promotionMessages('th', th);
const english = promotionMessages('en', en);
const say = (t: Translate, phrase: Phrase | null) => (phrase ? t(phrase.key, phrase.values) : t('none'));

/** The seeded new-member promotion (casino-api/seed/data.ts), as lib/casino/promotion-view.ts reads it. */
const welcome: PromotionView = {
  id: '1',
  name: 'สมาชิกใหม่ รับโบนัส 50%',
  names: {},
  imageUrl: null,
  bonusPercent: 50,
  bonusFixedSatang: null,
  bonusMaxSatang: 50_000,
  turnover: 5,
  turnoverMaxSatang: null,
  depositMaxSatang: 100_000,
};
const fixed: PromotionView = {
  ...welcome,
  id: '3',
  name: 'รับฟรี 100 บาท',
  bonusPercent: null,
  bonusFixedSatang: 10_000,
  bonusMaxSatang: 10_000,
  turnover: 10,
  depositMaxSatang: 50_000,
};

describe('banner art figures', () => {
  it('headlines a percentage bonus with its cap under it', () => {
    const f = artFigures(welcome, 'th');
    expect(say(thai, f.headline)).toBe('โบนัส 50%');
    expect(say(thai, f.subline)).toBe('สูงสุด 500 บาท');
    expect(say(english, f.headline)).toBe('50% bonus');
  });

  it('headlines a fixed bonus in whole baht, with the turnover under it', () => {
    const f = artFigures(fixed, 'th');
    expect(say(thai, f.headline)).toBe('โบนัส 100 บาท');
    expect(say(thai, f.subline)).toBe('ทำเทิร์น 10 เท่า');
  });

  it('keeps the satang of an amount that has them, and falls back to the name with no figure', () => {
    expect(say(thai, artFigures({ ...fixed, bonusFixedSatang: 12_345 }, 'th').headline)).toBe('โบนัส 123.45 บาท');
    const plain = artFigures({ ...welcome, bonusPercent: null, turnover: null }, 'th');
    expect(say(thai, plain.headline)).toBe('สมาชิกใหม่ รับโบนัส 50%');
    expect(plain.subline).toBeNull();
  });
});

describe('card terms', () => {
  it('lists every spec §3 figure formatted as baht, with "none" for what the promotion does not have', () => {
    const rows = termRows(welcome).map(({ label, value }) => [thai(label), say(thai, value)]);
    expect(rows).toEqual([
      ['โบนัสเปอร์เซ็นต์', '50%'],
      ['โบนัสคงที่', 'ไม่มี'],
      ['โบนัสสูงสุด', '500.00 บาท'],
      ['เทิร์นโอเวอร์', '5 เท่า'],
      ['ยอดฝากสูงสุด', '1,000.00 บาท'],
    ]);
  });

  it('adds the withdrawal cap only when the upstream states one, "no limit" when it says none', () => {
    const capped = termRows({ ...welcome, withdrawMaxSatang: 500_000 }).at(-1)!;
    expect([english(capped.label), say(english, capped.value)]).toEqual(['Maximum withdrawal', '5,000.00 baht']);
    const open = termRows({ ...welcome, withdrawMaxSatang: null }).at(-1)!;
    expect(say(thai, open.value)).toBe('ไม่จำกัด');
  });

  it('works the turnover rule through for the deposit that earns the whole bonus', () => {
    // 1,000 deposit → 500 bonus (50 %, capped at 500) → (1,000 + 500) × 5 = 7,500 turnover
    expect(say(thai, workedExample(welcome))).toBe(
      'ตัวอย่าง: ฝาก 1,000.00 บาท รับโบนัส 500.00 บาท ต้องทำยอดเทิร์น 7,500.00 บาท ก่อนถอน',
    );
    // never more than the promotion's deposit maximum: 500 deposit → 100 bonus → 600 × 10
    expect(say(english, workedExample(fixed))).toBe(
      'Example: deposit 500.00 baht, get a 100.00 baht bonus, reach 6,000.00 baht of turnover before withdrawing.',
    );
    expect(say(thai, workedExample({ ...welcome, turnover: null }))).toBe(
      'ตัวอย่าง: ฝาก 1,000.00 บาท รับโบนัส 500.00 บาท ไม่ต้องทำเทิร์น',
    );
    expect(workedExample({ ...welcome, bonusPercent: null })).toBeNull();
  });
});

describe('banner slides', () => {
  it('is one slide per promotion, in the upstream order, at most a handful', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...welcome, id: String(i + 1) }));
    const slides = bannerSlides({ ok: true, items: many });
    expect(slides).toHaveLength(MAX_BANNER_SLIDES);
    expect(slides.map((s) => (s.kind === 'promotion' ? s.promotion.id : s.kind))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('is our own welcome slide when the catalogue is unavailable or empty', () => {
    expect(bannerSlides({ ok: false })).toEqual([{ kind: 'welcome' }]);
    expect(bannerSlides({ ok: true, items: [] })).toEqual([{ kind: 'welcome' }]);
  });
});
