import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DepositPopup } from '@/components/wallet/deposit-popup';
import { PromotionPopup } from '@/components/wallet/promotion-popup';
import type { PromotionView } from '@/lib/casino/promotion-view';
import type { ProfileView } from '@/lib/casino/profile-view';
import { openPopup, popupStore } from '@/lib/stores/popup';
import { selectPromotion, setDepositAmount, walletStore } from '@/lib/stores/wallet';
import en from '@/messages/en.json';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';
import { protectionOf } from '../protection/fixtures';

/*
 * The Promotion popup: the promotions the member may take, quoted for the amount already typed, and
 * the ones they cannot take now, greyed out with the reason (the promotions page lists them all; the
 * chooser used to show only the takeable ones without a word about the rest).
 */

const base = {
  names: {},
  imageUrl: null,
  bonusFixedSatang: null,
  bonusMaxSatang: null,
  turnoverMaxSatang: null,
  withdrawMaxSatang: null,
  endsAt: null,
};
const newMember: PromotionView = {
  ...base,
  id: '1',
  name: 'สมาชิกใหม่ รับโบนัส 50%',
  bonusPercent: 50,
  bonusMaxSatang: 50_000,
  turnover: 5,
  depositMaxSatang: 100_000,
};
const firstOfDay: PromotionView = {
  ...base,
  id: '2',
  name: 'ฝากแรกของวัน 10%',
  bonusPercent: 10,
  bonusMaxSatang: 30_000,
  turnover: 3,
  depositMaxSatang: 300_000,
};
const free100: PromotionView = {
  ...base,
  id: '3',
  name: 'รับฟรี 100 บาท',
  bonusPercent: null,
  bonusFixedSatang: 10_000,
  turnover: 10,
  depositMaxSatang: 50_000,
};
const all = [newMember, firstOfDay, free100];
const member = (p: PromotionView) => ({ id: p.id, name: p.name, names: p.names, imageUrl: null });

function render(profile: Partial<ProfileView>, ui = <PromotionPopup />) {
  mockBff({
    '/customers/profile': () => ({ json: profileOf({ currentPromotion: null, ...profile }) }),
    '/promotions': () => ({ json: all }),
    '/protection': () => ({ json: protectionOf({}) }),
  });
  return renderWithIntl(ui);
}

beforeEach(() => {
  document.cookie = 'lobby_member=1';
  act(() => {
    selectPromotion('0');
    setDepositAmount('');
    openPopup('Promotion');
  });
});

it('lists the promotions the member cannot take, disabled, each with the upstream’s reason', async () => {
  render({
    promotions: [member(free100)],
    unavailablePromotions: [
      { ...member(newMember), reason: 'สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น' },
      {
        ...member(firstOfDay),
        reason: 'รับได้กับยอดฝากแรกของวันเท่านั้น วันนี้คุณฝากแล้ว รับได้อีกครั้งพรุ่งนี้',
      },
    ],
  });
  const takeable = await screen.findByRole('button', { name: /^รับฟรี 100 บาท/ });
  expect(takeable).toBeEnabled();
  const closed = within(screen.getByRole('region', { name: 'ยังรับไม่ได้ในตอนนี้' }));
  const newcomers = closed.getByRole('button', { name: /^สมาชิกใหม่ รับโบนัส 50%/ });
  expect(newcomers).toBeDisabled();
  expect(newcomers).toHaveTextContent('สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น');
  // what it gives, briefly; no caps or dates for something the member cannot take
  expect(newcomers).toHaveTextContent('50% สูงสุด 500.00 บาท');
  expect(newcomers).not.toHaveTextContent('ฝากสูงสุด');
  expect(closed.getByRole('button', { name: /^ฝากแรกของวัน 10%/ })).toHaveTextContent(
    'วันนี้คุณฝากแล้ว รับได้อีกครั้งพรุ่งนี้',
  );
  fireEvent.click(newcomers);
  expect(walletStore.get().promotionId).toBe('0');
  expect(popupStore.get().mode).toBe('Promotion');
});

it('translates the reason for an English reader', async () => {
  mockBff({
    '/customers/profile': () => ({
      json: profileOf({
        promotions: [],
        unavailablePromotions: [{ ...member(newMember), reason: 'ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ' }],
      }),
    }),
    '/promotions': () => ({ json: all }),
  });
  renderWithIntl(<PromotionPopup />, 'en');
  const closed = await screen.findByRole('region', { name: 'Not open to you now' });
  expect(closed).toHaveTextContent(en.Upstream.promotionActive);
  expect(closed).not.toHaveTextContent('ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ');
  expect(within(closed).getByRole('button')).toBeDisabled();
});

it('lists the promotions an upstream did not offer, with a general reason, when it gives none', async () => {
  render({ promotions: [member(free100)], unavailablePromotions: null });
  const closed = within(await screen.findByRole('region', { name: 'ยังรับไม่ได้ในตอนนี้' }));
  expect(closed.getAllByRole('button').map((b) => b.textContent)).toEqual([
    expect.stringContaining('สมาชิกใหม่ รับโบนัส 50%โปรโมชั่นนี้ยังไม่เปิดให้คุณรับในตอนนี้'),
    expect.stringContaining('ฝากแรกของวัน 10%โปรโมชั่นนี้ยังไม่เปิดให้คุณรับในตอนนี้'),
  ]);
});

it('quotes each promotion for the amount typed in Deposit, which is still there on the way back', async () => {
  const view = render(
    { promotions: [member(newMember), member(free100)], unavailablePromotions: [] },
    <DepositPopup />,
  );
  act(() => openPopup('Deposit'));
  fireEvent.input(await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/), { target: { value: '500' } });
  view.unmount();

  render({ promotions: [member(newMember), member(free100)], unavailablePromotions: [] });
  expect(await screen.findByText('คำนวณโบนัสและยอดเทิร์นจากยอดฝาก 500.00 บาท')).toBeInTheDocument();
  const option = screen.getByRole('button', { name: /^สมาชิกใหม่ รับโบนัส 50%/ });
  // 50 % of 500 = 250; (500 + 250) × 5 = 3,750
  await waitFor(() => expect(option).toHaveTextContent('โบนัสที่จะได้+250.00 บาท'));
  expect(option).toHaveTextContent('ทำเทิร์นก่อนถอน3,750.00 บาท');
  fireEvent.click(option);
  expect(popupStore.get().mode).toBe('Deposit');
  expect(walletStore.get()).toMatchObject({ promotionId: '1', depositAmount: '500' });
});

it("names each promotion in the reader's language, and marks a name the upstream gives only in Thai", async () => {
  const named = (p: PromotionView, en: string, zh: string) => ({ ...p, names: { th: p.name, en, zh } });
  const promotions = [
    named(newMember, 'New members: 50% bonus', '新会员 50% 奖金'),
    named(firstOfDay, 'First deposit of the day: 10% bonus', '每日首存 10% 奖金'),
    free100,
  ];
  mockBff({
    '/customers/profile': () => ({
      json: profileOf({
        promotions: [member(promotions[2]!), member(promotions[0]!)],
        unavailablePromotions: [{ ...member(promotions[1]!), reason: 'สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น' }],
      }),
    }),
    '/promotions': () => ({ json: promotions }),
  });
  renderWithIntl(<PromotionPopup />, 'en');
  const option = await screen.findByRole('button', { name: /^New members: 50% bonus/ });
  expect(within(option).getByText('New members: 50% bonus')).not.toHaveAttribute('lang');
  expect(
    screen.getByRole('button', { name: /^รับฟรี 100 บาท/ }).querySelector('.promotion-card-name'),
  ).toHaveAttribute('lang', 'th');
  const closed = within(screen.getByRole('region', { name: 'Not open to you now' }));
  expect(closed.getByRole('button', { name: /^First deposit of the day: 10% bonus/ })).toBeDisabled();
  expect(screen.queryByText('สมาชิกใหม่ รับโบนัส 50%')).not.toBeInTheDocument();
});

it('names them from the promotion list when an upstream without reasons leaves them out of the profile', async () => {
  mockBff({
    '/customers/profile': () => ({ json: profileOf({ promotions: [], unavailablePromotions: null }) }),
    '/promotions': () => ({
      json: [
        { ...newMember, names: { th: newMember.name, en: 'New members: 50% bonus', zh: '新会员 50% 奖金' } },
      ],
    }),
  });
  renderWithIntl(<PromotionPopup />, 'zh-CN');
  expect(await screen.findByRole('button', { name: /^新会员 50% 奖金/ })).toBeDisabled();
});
