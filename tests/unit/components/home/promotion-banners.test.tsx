import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { PromotionBanners } from '@/components/home/promotion-banners';
import type { PromotionView } from '@/lib/casino/promotion-view';
import { publicPromotions } from '@/lib/public/catalogue';
import { mockBff, ON_DEMAND, preloadOnDemand, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';

// The page's language: the server translations follow it as the page's request locale would.
let mockLocale: 'th' | 'en' | 'zh-CN' = 'th';
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async (namespace: string) => {
      const messages = jest.requireActual(`@/messages/${mockLocale}.json`);
      return createTranslator({ locale: mockLocale, messages, namespace });
    },
  };
});
afterEach(() => {
  mockLocale = 'th';
});
jest.mock('@/lib/public/catalogue', () => ({ publicPromotions: jest.fn() }));

const loaded = jest.mocked(publicPromotions);

const promotion = (id: string, name: string, more: Partial<PromotionView> = {}): PromotionView => ({
  id,
  name,
  names: {},
  imageUrl: null,
  bonusPercent: 50,
  bonusFixedSatang: null,
  bonusMaxSatang: 50_000,
  turnover: 5,
  turnoverMaxSatang: null,
  depositMaxSatang: 100_000,
  ...more,
});

async function renderBanners(locale: typeof mockLocale = 'th') {
  mockLocale = locale;
  renderWithIntl(await PromotionBanners({ locale }), locale);
  return screen.getByRole('region', {
    name: { th: 'โปรโมชั่นแนะนำ', en: 'Featured promotions', 'zh-CN': '精选优惠' }[locale],
  });
}

it('shows a slide per promotion, each opening its card on the promotion page', async () => {
  loaded.mockResolvedValue({
    ok: true,
    items: [promotion('1', 'สมาชิกใหม่ รับโบนัส 50%'), promotion('2', 'ฝากแรกของวัน 10%', { bonusPercent: 10 })],
  });
  const carousel = await renderBanners();
  const slides = within(carousel).getAllByRole('group');
  expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 จาก 2', '2 จาก 2']);
  const first = within(slides[0]!).getByRole('link', { name: /สมาชิกใหม่ รับโบนัส 50%/ });
  expect(first).toHaveAttribute('href', '/promotion#promotion-1');
  expect(first).toHaveTextContent('โบนัส 50%สูงสุด 500 บาทดูรายละเอียด');
});

it("draws our own art for a promotion with no picture, and shows the upstream's picture where there is one", async () => {
  loaded.mockResolvedValue({
    ok: true,
    items: [
      promotion('1', 'โปรมีรูป', { imageUrl: 'https://cdn.example.com/p1.jpg' }),
      promotion('2', 'โปรไม่มีรูป', { bonusPercent: null, bonusFixedSatang: 10_000, turnover: 10 }),
      promotion('3', 'โปรมีรูปอีกอัน', { imageUrl: 'https://cdn.example.com/p3.jpg' }),
    ],
  });
  const carousel = await renderBanners();
  const [withImage, withArt, later] = within(carousel).getAllByRole('group');
  const image = within(withImage!).getByRole('img', { name: 'ภาพโปรโมชั่น โปรมีรูป' });
  expect(image).toHaveAttribute('src', 'https://cdn.example.com/p1.jpg');
  // only the first slide's picture may be the largest paint: the rest wait until scrolled to
  expect(image).toHaveAttribute('loading', 'eager');
  expect(within(later!).getByRole('img')).toHaveAttribute('loading', 'lazy');
  expect(within(withArt!).queryByRole('img')).toBeNull();
  expect(within(withArt!).getByRole('link', { name: /โปรไม่มีรูป/ })).toHaveTextContent('โบนัส 100 บาท');
});

it('moves with previous and next links that wrap around, and dots that say which slide is shown', async () => {
  loaded.mockResolvedValue({ ok: true, items: ['1', '2', '3'].map((id) => promotion(id, `โปร ${id}`)) });
  const carousel = await renderBanners();
  const [first, second, third] = within(carousel).getAllByRole('group');
  expect(first).toHaveAttribute('id', 'banner-1');
  expect(within(first!).getByRole('link', { name: 'โปรโมชั่นก่อนหน้า' })).toHaveAttribute('href', '#banner-3');
  expect(within(first!).getByRole('link', { name: 'โปรโมชั่นถัดไป' })).toHaveAttribute('href', '#banner-2');
  expect(within(second!).getByRole('link', { name: 'โปรโมชั่นถัดไป' })).toHaveAttribute('href', '#banner-3');
  expect(within(third!).getByRole('link', { name: 'โปรโมชั่นถัดไป' })).toHaveAttribute('href', '#banner-1');
  expect(within(second!).getByRole('link', { name: 'ดูโปรโมชั่นที่ 2' })).toHaveAttribute('aria-current', 'true');
  expect(within(second!).getByRole('link', { name: 'ดูโปรโมชั่นที่ 1' })).not.toHaveAttribute('aria-current');
});

it('is one welcome slide from our own copy, with no controls, when the catalogue is unavailable', async () => {
  loaded.mockResolvedValue({ ok: false });
  const carousel = await renderBanners();
  const slides = within(carousel).getAllByRole('group');
  expect(slides).toHaveLength(1);
  const link = within(slides[0]!).getByRole('link');
  expect(link).toHaveAttribute('href', '/promotion');
  expect(link).toHaveTextContent('สมาชิกใหม่รับโบนัสฝากแรก');
  expect(within(carousel).queryByRole('link', { name: 'โปรโมชั่นถัดไป' })).toBeNull();
});

describe('in the page\'s language (the names extension, docs/architecture.md "Upstream text in three languages")', () => {
  const newMember = promotion('1', 'สมาชิกใหม่ รับโบนัส 50%', {
    names: { th: 'สมาชิกใหม่ รับโบนัส 50%', en: 'New members: 50% bonus', zh: '新会员 50% 奖金' },
  });
  // an upstream without the extension for this one
  const daily = promotion('2', 'ฝากแรกของวัน 10%', { bonusPercent: 10 });

  it('names a promotion in English on the English page, and marks a Thai-only name as Thai', async () => {
    loaded.mockResolvedValue({ ok: true, items: [newMember, daily] });
    const carousel = await renderBanners('en');
    const [first, second] = within(carousel).getAllByRole('group');
    const link = within(first!).getByRole('link', { name: /New members: 50% bonus/ });
    expect(link).toHaveTextContent('New members: 50% bonus50% bonusup to 500 baht');
    expect(link).not.toHaveTextContent('สมาชิกใหม่');
    expect(within(first!).getByText('New members: 50% bonus')).not.toHaveAttribute('lang');
    expect(within(second!).getByText('ฝากแรกของวัน 10%')).toHaveAttribute('lang', 'th');
  });

  it('names it in Chinese on the Chinese page, and keeps the Thai name on the Thai page', async () => {
    loaded.mockResolvedValue({ ok: true, items: [newMember] });
    const chinese = await renderBanners('zh-CN');
    expect(within(chinese).getByRole('link', { name: /新会员 50% 奖金/ })).toBeInTheDocument();
    cleanup();
    const thai = await renderBanners('th');
    expect(within(thai).getByText('สมาชิกใหม่ รับโบนัส 50%')).not.toHaveAttribute('lang');
  });

  it('gives a picture its alternative text with the name in the page language', async () => {
    loaded.mockResolvedValue({
      ok: true,
      items: [{ ...newMember, imageUrl: 'https://cdn.example.com/p1.jpg' }],
    });
    const carousel = await renderBanners('en');
    expect(within(carousel).getByRole('img')).toHaveAccessibleName('Promotion image: New members: 50% bonus');
  });
});

beforeAll(() => preloadOnDemand(import('@/components/home/member-carousel')), 60_000);

describe('for a member: only the promotions they can take (spec §3 promotions)', () => {
  const items = [
    promotion('1', 'สมาชิกใหม่ รับโบนัส 50%'),
    promotion('2', 'ฝากแรกของวัน 10%', { bonusPercent: 10 }),
  ];
  const offered = (id: string, welcome?: boolean) => ({
    id,
    name: `โปร ${id}`,
    names: {},
    imageUrl: null,
    welcome,
  });
  function member(promotions: ReturnType<typeof offered>[]) {
    document.cookie = 'lobby_member=1';
    return mockBff({ '/customers/profile': () => ({ json: profileOf({ promotions }) }) });
  }
  afterEach(() => {
    document.cookie = 'lobby_member=; max-age=0';
  });

  it('greets a member who has deposited without the new-member bonus', async () => {
    loaded.mockResolvedValue({ ok: true, items });
    member([offered('2')]);
    await renderBanners();
    const region = () => screen.getByRole('region', { name: 'โปรโมชั่นแนะนำ' });
    await waitFor(() => expect(within(region()).getAllByRole('group')).toHaveLength(1), ON_DEMAND);
    const [only] = within(screen.getByRole('region', { name: 'โปรโมชั่นแนะนำ' })).getAllByRole('group');
    expect(only).toHaveAttribute('aria-label', '1 จาก 1');
    expect(within(only!).getByRole('link', { name: /ฝากแรกของวัน 10%/ })).toHaveAttribute(
      'href',
      '/promotion#promotion-2',
    );
    expect(screen.queryByText('สมาชิกใหม่ รับโบนัส 50%')).toBeNull();
  });

  it('keeps every slide for a new member who can take them all', async () => {
    loaded.mockResolvedValue({ ok: true, items });
    const calls = member([offered('1', true), offered('2')]);
    await renderBanners();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/customers/profile'), ON_DEMAND);
    await act(async () => undefined);
    const carousel = screen.getByRole('region', { name: 'โปรโมชั่นแนะนำ' });
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['1 จาก 2', '2 จาก 2']);
  });

  it('shows no banner to a member who can take none now', async () => {
    loaded.mockResolvedValue({ ok: true, items });
    member([]);
    await renderBanners();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'โปรโมชั่นแนะนำ' })).toBeNull(), ON_DEMAND);
  });
});
