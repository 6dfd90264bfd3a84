import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { PromotionCard } from '@/components/promotion/promotion-card';
import type { ProfileView } from '@/lib/casino/profile-view';
import type { PromotionView } from '@/lib/casino/promotion-view';
import { mockBff, ON_DEMAND, preloadOnDemand, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';

// The page's language: the server translations follow it as the page's request locale would.
let mockLocale: 'th' | 'en' = 'th';
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async (namespace: string) => {
      const messages = jest.requireActual(`@/messages/${mockLocale}.json`);
      return createTranslator({ locale: mockLocale, messages, namespace });
    },
  };
});

const daily: PromotionView = {
  id: '2',
  name: 'ฝากแรกของวัน 10%',
  names: {},
  imageUrl: null,
  bonusPercent: 10,
  bonusFixedSatang: null,
  bonusMaxSatang: 30_000,
  turnover: 3,
  turnoverMaxSatang: null,
  depositMaxSatang: 300_000,
  withdrawMaxSatang: 1_000_000,
};

/*
 * Who is looking is decided by <html data-member> and one rule in app/globals.css (the page is one
 * static page for everyone): the test applies that very rule, so it fails if the rule or the classes
 * drift apart.
 */
beforeAll(() => {
  const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
  const rule = css.match(
    /html\[data-member\] \.for-guest,\s*html:not\(\[data-member\]\) \.for-member \{[^}]*\}/,
  );
  if (!rule) throw new Error('the member/guest rule is missing from app/globals.css');
  const style = document.createElement('style');
  style.textContent = rule[0];
  document.head.append(style);
});
afterEach(() => {
  document.documentElement.removeAttribute('data-member');
  mockLocale = 'th';
});

async function renderCard() {
  renderWithIntl(await PromotionCard({ promotion: daily, index: 1, locale: 'th' }));
  return screen.getByRole('article');
}

it('summarises the terms with the figures formatted as baht, and works an example through', async () => {
  const card = await renderCard();
  expect(card).toHaveAttribute('id', 'promotion-2');
  expect(screen.getByRole('heading', { name: 'ฝากแรกของวัน 10%' })).toBeInTheDocument();
  const terms = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(terms).toEqual([
    ['โบนัสเปอร์เซ็นต์', '10%'],
    ['โบนัสคงที่', 'ไม่มี'],
    ['โบนัสสูงสุด', '300.00 บาท'],
    ['เทิร์นโอเวอร์', '3 เท่า'],
    ['ยอดฝากสูงสุด', '3,000.00 บาท'],
    ['ถอนได้สูงสุด', '10,000.00 บาท'],
  ]);
  expect(card).toHaveTextContent(
    'ตัวอย่าง: ฝาก 3,000.00 บาท รับโบนัส 300.00 บาท ต้องทำยอดเทิร์น 9,900.00 บาท ก่อนถอน',
  );
  // no picture upstream: our own art with its figures, never a broken image
  expect(screen.queryByRole('img')).toBeNull();
  expect(card).toHaveTextContent('โบนัส 10%สูงสุด 300 บาท');
});

it('asks a guest to sign up for it', async () => {
  await renderCard();
  expect(screen.getByRole('link', { name: 'สมัครสมาชิกเพื่อรับโปรนี้' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'สมัครสมาชิกเพื่อรับโปรนี้' })).toHaveAttribute('href', '/register');
  expect(screen.queryByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toBeNull();
});

it('sends a member to choose it at the deposit, never to sign up', async () => {
  document.documentElement.setAttribute('data-member', '');
  await renderCard();
  expect(screen.getByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toHaveAttribute('href', '/deposit');
  expect(screen.getByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'สมัครสมาชิกเพื่อรับโปรนี้' })).toBeNull();
});

beforeAll(() => preloadOnDemand(import('@/components/promotion/member-offer')), 60_000);

describe('for this member: offered only when they can take it (spec §3 promotions)', () => {
  const member = (profile: Partial<ProfileView>) => {
    document.documentElement.setAttribute('data-member', '');
    document.cookie = 'lobby_member=1';
    return mockBff({ '/customers/profile': () => ({ json: profileOf({ promotions: [], ...profile }) }) });
  };
  afterEach(() => {
    document.cookie = 'lobby_member=; max-age=0';
  });
  const asOffered = { id: '2', name: daily.name, names: {}, imageUrl: null };

  it('keeps the deposit link for a promotion in the member’s own list', async () => {
    const calls = member({ promotions: [asOffered] });
    await renderCard();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/customers/profile'), ON_DEMAND);
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toHaveAttribute('href', '/deposit');
    expect(document.querySelector('.promo-closed')).toBeNull();
  });

  it('says why instead, in the page language, for a promotion the upstream refuses this member', async () => {
    member({
      unavailablePromotions: [{ ...asOffered, reason: 'สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น' }],
    });
    mockLocale = 'en';
    renderWithIntl(await PromotionCard({ promotion: daily, index: 1, locale: 'en' }), 'en');
    expect(await screen.findByText('For new members who have not deposited yet', {}, ON_DEMAND)).toHaveClass(
      'promo-closed',
    );
    expect(screen.queryByRole('link', { name: 'Deposit to claim this' })).toBeNull();
  });

  it('says it is not open to them when the upstream only leaves it out of their list', async () => {
    member({ unavailablePromotions: null });
    await renderCard();
    expect(await screen.findByText('โปรโมชั่นนี้ยังไม่เปิดให้คุณรับในตอนนี้', {}, ON_DEMAND)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toBeNull();
  });
});

describe("the card's title in the page's language (the names extension)", () => {
  const named: PromotionView = {
    ...daily,
    names: { th: 'ฝากแรกของวัน 10%', en: 'First deposit of the day: 10% bonus', zh: '每日首存 10% 奖金' },
  };

  async function renderIn(locale: 'th' | 'en', promotion: PromotionView) {
    mockLocale = locale;
    renderWithIntl(await PromotionCard({ promotion, index: 1, locale }), locale);
  }

  it("is the upstream's English name on the English page", async () => {
    await renderIn('en', named);
    const title = screen.getByRole('heading', { name: 'First deposit of the day: 10% bonus' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByRole('article')).not.toHaveTextContent('ฝากแรกของวัน');
  });

  it('is the Thai name, marked as Thai, on the English page when the upstream has no English one', async () => {
    await renderIn('en', daily);
    expect(screen.getByRole('heading', { name: 'ฝากแรกของวัน 10%' })).toHaveAttribute('lang', 'th');
  });

  it('is the Thai name, unmarked, on the Thai page', async () => {
    await renderIn('th', named);
    expect(screen.getByRole('heading', { name: 'ฝากแรกของวัน 10%' })).not.toHaveAttribute('lang');
  });

  it('heads the art with the name, in the same way, when the promotion has no figure to show', async () => {
    const headline = () => screen.getByRole('article').querySelector('.promo-art-headline');
    await renderIn('en', { ...named, bonusPercent: null, turnover: null });
    expect(headline()).toHaveTextContent('First deposit of the day: 10% bonus');
    expect(headline()).not.toHaveAttribute('lang');
    cleanup();
    await renderIn('en', { ...daily, bonusPercent: null, turnover: null });
    expect(headline()).toHaveTextContent('ฝากแรกของวัน 10%');
    expect(headline()).toHaveAttribute('lang', 'th');
  });
});
