import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DepositPopup } from '@/components/wallet/deposit-popup';
import type { PromotionView } from '@/lib/casino/promotion-view';
import type { ProfileView } from '@/lib/casino/profile-view';
import { openPopup } from '@/lib/stores/popup';
import { notificationStore, resetNotifications } from '@/lib/stores/notifications';
import { selectPromotion, setDepositAmount } from '@/lib/stores/wallet';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';
import { protectionOf } from '../protection/fixtures';

/*
 * The Deposit popup. The amount step: the smallest and largest deposit before anything is typed (the
 * upstream's deposit_min/deposit_max, narrowed by the chosen promotion and the member's own limits)
 * and quick amounts of 100, 300, 500 and 1,000 baht. The chosen promotion's terms for the typed
 * amount: the bonus, the turnover to play before withdrawing, the withdrawal cap and the end date.
 */

const bounded = { depositMinSatang: 10_000, depositMaxSatang: 10_000_000 };

const promotion: PromotionView = {
  id: '3',
  name: 'รับฟรี 100 บาท',
  names: {},
  imageUrl: null,
  bonusPercent: null,
  bonusFixedSatang: 10_000,
  bonusMaxSatang: 10_000,
  turnover: 10,
  turnoverMaxSatang: null,
  depositMaxSatang: 50_000,
  withdrawMaxSatang: null,
  endsAt: null,
};

function renderDeposit({
  profile = {},
  promotions = [],
  remainingSatang = null,
  deposit,
  locale = 'th',
}: {
  profile?: Partial<ProfileView>;
  promotions?: PromotionView[];
  remainingSatang?: number | null;
  deposit?: (body: unknown) => { status?: number; json: unknown };
  locale?: 'th' | 'en' | 'zh-CN';
} = {}) {
  const calls = mockBff({
    '/customers/profile': () => ({ json: profileOf({ currentPromotion: null, ...bounded, ...profile }) }),
    '/protection': () => ({ json: protectionOf({ remainingSatang }) }),
    '/promotions': () => ({ json: promotions }),
    ...(deposit ? { '/requests/deposit': deposit } : {}),
  });
  renderWithIntl(<DepositPopup />, locale);
  return calls;
}

beforeEach(() => {
  document.cookie = 'lobby_member=1';
  resetNotifications();
  act(() => {
    selectPromotion('0');
    setDepositAmount('');
    openPopup('Deposit');
  });
});

describe('amount step', () => {
  it('states the smallest and largest deposit under the field before anything is typed', async () => {
    renderDeposit();
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/);
    expect(amount).toHaveValue('');
    expect(amount).toHaveAccessibleDescription('ฝากขั้นต่ำ 100.00 บาท สูงสุด 100,000.00 บาท');
  });

  it('fills the field from a quick amount, and sends it', async () => {
    const calls = renderDeposit({
      deposit: () => ({
        json: { id: '9', type: 'deposit', amountSatang: 50_000, createdAt: '2026-11-25 14:05:00' },
      }),
    });
    const quick = within(await screen.findByRole('group', { name: 'เลือกยอดฝาก' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual(['100', '300', '500', '1,000']);
    fireEvent.click(quick.getByRole('button', { name: '500' }));
    expect(screen.getByLabelText(/จำนวนเงินที่ต้องการฝาก/)).toHaveValue('500');
    expect(quick.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ฝากเงิน' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ฝากเงิน' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/requests/deposit')?.body).toEqual({
        amount: '500',
        promotion_id: 0,
      }),
    );
  });

  it('sends a typed amount without the spaces around it', async () => {
    const calls = renderDeposit({
      deposit: () => ({
        json: { id: '9', type: 'deposit', amountSatang: 25_000, createdAt: '2026-11-25 14:05:00' },
      }),
    });
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/);
    fireEvent.change(amount, { target: { value: ' 250 ' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ฝากเงิน' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ฝากเงิน' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/requests/deposit')?.body).toEqual({
        amount: '250',
        promotion_id: 0,
      }),
    );
  });

  it('says under the field that a blank amount needs filling in (spec §5), and sends nothing', async () => {
    const calls = renderDeposit({ deposit: () => ({ json: null }) });
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/);
    fireEvent.change(amount, { target: { value: '   ' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/กรอกจำนวนเงิน/));
    fireEvent.submit(amount.closest('form')!);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/กรอกจำนวนเงิน/));
    expect(calls.some((c) => c.path === '/requests/deposit')).toBe(false);
  });

  it('narrows the largest deposit to the member’s own limit and offers no quick amount above it', async () => {
    renderDeposit({ remainingSatang: 40_000 });
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('ฝากขั้นต่ำ 100.00 บาท สูงสุด 400.00 บาท (ตามวงเงินฝากที่คุณตั้งไว้)'),
    );
    const quick = within(screen.getByRole('group', { name: 'เลือกยอดฝาก' }));
    expect(quick.getByRole('button', { name: '300' })).toBeEnabled();
    expect(quick.getByRole('button', { name: '500' })).toBeDisabled();
    expect(quick.getByRole('button', { name: '1,000' })).toBeDisabled();
  });

  it('narrows it to the chosen promotion’s deposit_max', async () => {
    act(() => selectPromotion('3'));
    renderDeposit({
      profile: { promotions: [{ id: '3', name: promotion.name, names: {}, imageUrl: null }] },
      promotions: [promotion],
    });
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('ฝากขั้นต่ำ 100.00 บาท สูงสุด 500.00 บาท (ตามเงื่อนไขโปรโมชั่น)'),
    );
    expect(screen.getByRole('button', { name: '1,000' })).toBeDisabled();
  });

  it('says nothing of bounds an upstream does not give, and offers every quick amount', async () => {
    renderDeposit({ profile: { depositMinSatang: null, depositMaxSatang: null } });
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/);
    expect(amount).not.toHaveAttribute('aria-describedby');
    for (const b of within(screen.getByRole('group', { name: 'เลือกยอดฝาก' })).getAllByRole('button'))
      expect(b).toBeEnabled();
  });
});

describe('the chosen promotion’s terms for the typed amount', () => {
  const chosen = { promotions: [{ id: '3', name: promotion.name, names: {}, imageUrl: null }] };
  const term = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement | null;

  beforeEach(() => act(() => selectPromotion('3')));

  it('shows the bonus and the turnover for the amount as it is typed, and the caps', async () => {
    renderDeposit({ profile: chosen, promotions: [promotion] });
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/);
    await screen.findByText('โบนัส', { selector: 'dt' });
    expect(term('โบนัส')).toHaveTextContent('รับ 100.00 บาท');
    expect(term('ทำเทิร์น')).toHaveTextContent('×10 (ยอดฝาก+โบนัส)');
    expect(screen.queryByText('โบนัสที่จะได้')).not.toBeInTheDocument();
    expect(term('ฝากสูงสุด')).toHaveTextContent('500.00');
    expect(term('ถอนได้สูงสุด')).toHaveTextContent('ไม่จำกัด');
    expect(term('หมดเขต')).toHaveTextContent('ไม่มีกำหนด');

    fireEvent.input(amount, { target: { value: '500' } });
    // (500 + 100) × 10
    await waitFor(() => expect(term('โบนัสที่จะได้')).toHaveTextContent('+100.00 บาท'));
    expect(term('ทำเทิร์นก่อนถอน')).toHaveTextContent('6,000.00 บาท');

    fireEvent.input(amount, { target: { value: '600' } });
    expect(
      await screen.findByText('โปรโมชั่นนี้ฝากได้ไม่เกิน 500.00 บาท ลดยอดฝาก หรือเลือกไม่รับโปรโมชั่น'),
    ).toBeInTheDocument();
    expect(screen.queryByText('โบนัสที่จะได้')).not.toBeInTheDocument();
  });

  it('gives the withdrawal cap and the end date the upstream states, and leaves out what it does not', async () => {
    const stated = { ...promotion, withdrawMaxSatang: 500_000, endsAt: '2026-12-31 23:59:00' };
    renderDeposit({ profile: chosen, promotions: [stated] });
    await screen.findByText('ถอนได้สูงสุด', { selector: 'dt' });
    expect(term('ถอนได้สูงสุด')).toHaveTextContent('5,000.00');
    expect(term('หมดเขต')).toHaveTextContent('31 ธ.ค. 2569 23:59');
  });

  it('does not guess terms an upstream leaves out', async () => {
    const unsaid: PromotionView = { ...promotion };
    delete unsaid.withdrawMaxSatang;
    delete unsaid.endsAt;
    renderDeposit({ profile: chosen, promotions: [unsaid] });
    await screen.findByText('โบนัส', { selector: 'dt' });
    expect(screen.queryByText('ถอนได้สูงสุด')).not.toBeInTheDocument();
    expect(screen.queryByText('หมดเขต')).not.toBeInTheDocument();
  });
});

describe("the chosen promotion's name in the page's language (the names extension)", () => {
  const names = { th: promotion.name, en: 'Get 100 baht free', zh: '免费领取 100 泰铢' };

  beforeEach(() => act(() => selectPromotion('3')));

  it("is the upstream's English name for an English reader", async () => {
    renderDeposit({
      profile: { promotions: [{ id: '3', name: promotion.name, names, imageUrl: null }] },
      promotions: [{ ...promotion, names }],
      locale: 'en',
    });
    const name = await screen.findByText('Get 100 baht free');
    expect(name).toHaveClass('promotion-card-name');
    expect(name).not.toHaveAttribute('lang');
    expect(screen.queryByText(promotion.name)).not.toBeInTheDocument();
  });

  it('is the Thai name, marked as Thai, when the upstream has none in Chinese or English', async () => {
    renderDeposit({
      profile: { promotions: [{ id: '3', name: promotion.name, names: {}, imageUrl: null }] },
      promotions: [promotion],
      locale: 'zh-CN',
    });
    expect(await screen.findByText(promotion.name)).toHaveAttribute('lang', 'th');
  });
});

describe('each failure shown once, where the eye is', () => {
  async function submitAmount(value: string) {
    fireEvent.input(await screen.findByLabelText(/จำนวนเงินที่ต้องการฝาก/), { target: { value } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ฝากเงิน' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ฝากเงิน' }));
  }

  it('puts the upstream’s refusal of the amount under the field only: no alert, no notification', async () => {
    renderDeposit({
      deposit: () => ({
        status: 400,
        json: { code: 'validation', fieldErrors: { amount: ['ยอดฝากขั้นต่ำ 100.00 บาท'] } },
      }),
    });
    await submitAmount('50');
    const amount = screen.getByLabelText(/จำนวนเงินที่ต้องการฝาก/);
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(/^ยอดฝากขั้นต่ำ 100.00 บาท/);
    expect(screen.getAllByText('ยอดฝากขั้นต่ำ 100.00 บาท')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notificationStore.get().toasts).toEqual([]);
  });

  it('shows a form-level refusal as one alert, and nothing under the field', async () => {
    renderDeposit({
      deposit: () => ({
        status: 400,
        json: {
          code: 'validation',
          fieldErrors: { error: ['มีรายการที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้น'] },
        },
      }),
    });
    await submitAmount('500');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('มีรายการที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้น');
    expect(screen.getAllByText(/มีรายการที่รอดำเนินการอยู่/)).toHaveLength(1);
    expect(screen.getByLabelText(/จำนวนเงินที่ต้องการฝาก/)).not.toHaveAttribute('aria-invalid');
    expect(notificationStore.get().toasts).toEqual([]);
  });

  it('shows an error with no message of its own as one alert in the reader’s words', async () => {
    renderDeposit({ deposit: () => ({ status: 403, json: { code: 'forbidden' } }) });
    await submitAmount('500');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่อนุญาตให้ทำรายการนี้');
    expect(notificationStore.get().toasts).toEqual([]);
  });

  it('says "processing" once, in the form, when the answer was lost', async () => {
    renderDeposit({ deposit: () => ({ status: 504, json: { code: 'upstream_timeout' } }) });
    await submitAmount('500');
    expect((await screen.findByText('รายการกำลังดำเนินการ')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notificationStore.get().toasts).toEqual([]);
  });
});

describe('promotion selection (spec §5: required once asked for)', () => {
  it('asks for the promotion again when the one chosen is no longer offered, and sends nothing until then', async () => {
    act(() => selectPromotion('3'));
    const calls = renderDeposit({ profile: { promotions: [] }, deposit: () => ({ json: {} }) });
    expect(await screen.findByText('โปรโมชั่น')).toHaveClass('field-error');
    expect(screen.getByText(/โปรโมชั่นที่เลือกไว้ไม่เปิดให้รับแล้ว/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/จำนวนเงินที่ต้องการฝาก/), { target: { value: '500' } });
    fireEvent.blur(screen.getByLabelText(/จำนวนเงินที่ต้องการฝาก/));
    const submit = screen.getByRole('button', { name: 'ฝากเงิน' });
    await waitFor(() => expect(submit).toBeDisabled());
    // dropping the promotion is a choice too: the deposit can go without one
    fireEvent.click(screen.getByRole('button', { name: 'ไม่รับโปรโมชั่น' }));
    expect(screen.queryByText('โปรโมชั่น')).not.toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(calls.filter((c) => c.path === '/requests/deposit')).toHaveLength(0);
  });
});

describe('the welcome bonus at a first deposit (the upstream’s welcome extension)', () => {
  const welcome = { id: '1', name: 'สมาชิกใหม่ รับโบนัส 50%', names: {}, imageUrl: null, welcome: true };

  it('is offered to a member who has never deposited, and taken only with a tap', async () => {
    renderDeposit({
      profile: { hasDeposited: false, promotions: [welcome, { ...promotion, welcome: undefined }] },
      promotions: [{ ...promotion, id: '1', name: welcome.name, bonusPercent: 50, bonusFixedSatang: null }],
    });
    expect(await screen.findByText('โบนัสต้อนรับ สำหรับการฝากครั้งแรก')).toBeInTheDocument();
    expect(screen.getByText(welcome.name)).toHaveClass('promotion-offer-name');
    // the other promotions stay one tap away
    expect(screen.getByRole('button', { name: 'รับโปรโมชั่น' })).toBeInTheDocument();
    // not chosen for the member: the deposit still goes without a promotion until they tap
    expect(screen.queryByRole('button', { name: 'ไม่รับโปรโมชั่น' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'รับโบนัสนี้' }));
    expect(await screen.findByRole('button', { name: 'ไม่รับโปรโมชั่น' })).toBeInTheDocument();
    expect(screen.queryByText('โบนัสต้อนรับ สำหรับการฝากครั้งแรก')).not.toBeInTheDocument();
  });

  it('is not offered once the member has deposited, nor where the upstream marks no promotion as one', async () => {
    renderDeposit({ profile: { hasDeposited: true, promotions: [welcome] } });
    expect(await screen.findByRole('button', { name: 'รับโปรโมชั่น' })).toBeInTheDocument();
    expect(screen.queryByText('โบนัสต้อนรับ สำหรับการฝากครั้งแรก')).not.toBeInTheDocument();
    cleanup();
    renderDeposit({ profile: { hasDeposited: false, promotions: [{ ...welcome, welcome: undefined }] } });
    expect(await screen.findByRole('button', { name: 'รับโปรโมชั่น' })).toBeInTheDocument();
    expect(screen.queryByText('โบนัสต้อนรับ สำหรับการฝากครั้งแรก')).not.toBeInTheDocument();
  });
});
