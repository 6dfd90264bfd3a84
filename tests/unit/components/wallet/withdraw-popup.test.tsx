import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WithdrawPopup } from '@/components/wallet/withdraw-popup';
import type { ProfileView } from '@/lib/casino/profile-view';
import { notificationStore, resetNotifications } from '@/lib/stores/notifications';
import { openPopup, popupStore } from '@/lib/stores/popup';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';
import { tapAndType } from '../../type-into';

/*
 * The Withdraw dialog (spec §2, §4, §8): unmet turnover said before the player types, with done /
 * required and what is left in baht, and the spec §9 clear-turnover offer when the credit is under 20
 * baht; each failure shown once — a refusal about the amount under the amount, anything else as one
 * alert, no notification on top.
 */

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));

type Answer = { status?: number; json: unknown };

function setup(
  profile: ProfileView,
  withdraw?: Answer,
  payout: Answer = { json: { medianSeconds: null, days: 7 } },
  locale: 'th' | 'en' = 'th',
) {
  const calls = mockBff({
    '/customers/profile': () => ({ json: profile }),
    '/withdrawals/payout-time': () => payout,
    '/requests/withdraw': () =>
      withdraw ?? { json: { id: '61', amountSatang: 50_000, createdAt: '2026-11-22 14:05:00' } },
    '/customers/check-credit': () => ({ json: { creditSuccess: false } }),
  });
  renderWithIntl(<WithdrawPopup />, locale);
  return calls;
}

const noPromotion = profileOf({ currentPromotion: null });
const toasts = () => notificationStore.get().toasts;

beforeEach(() => {
  resetNotifications();
  openPopup('Withdraw');
});

describe('unmet turnover', () => {
  it("names the promotion in the reader's language (the names extension), else as given and marked Thai", async () => {
    const current = profileOf().currentPromotion!;
    const english = setup(
      profileOf({ currentPromotion: { ...current, names: { en: 'New members: 100% bonus' } } }),
      undefined,
      undefined,
      'en',
    );
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'The turnover of “New members: 100% bonus” is not finished yet: a withdrawal now may be refused',
    );
    expect(within(notice).getByText('New members: 100% bonus')).not.toHaveAttribute('lang');
    expect(english.filter((c) => c.path === '/requests/withdraw')).toEqual([]);
    cleanup();
    setup(profileOf(), undefined, undefined, 'en');
    expect(within(await screen.findByRole('status')).getByText('สมาชิกใหม่ 100%')).toHaveAttribute(
      'lang',
      'th',
    );
  });

  it('is said before the player types: done / required and what is left, as a warning', async () => {
    const calls = setup(profileOf());
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'โปรโมชั่น “สมาชิกใหม่ 100%” ยังทำเทิร์นโอเวอร์ไม่ครบ การถอนเงินตอนนี้อาจไม่ได้รับอนุมัติ',
    );
    expect(within(notice).getByRole('progressbar', { name: 'เทิร์นโอเวอร์' })).toHaveAttribute(
      'aria-valuetext',
      '1,200.00 / 5,000.00 บาท',
    );
    expect(notice).toHaveTextContent('ต้องทำอีก 3,800.00 บาท จึงถอนได้');
    const amount = screen.getByLabelText(/จำนวนเงินที่ต้องการถอน/);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('ต้องทำอีก 3,800.00 บาท จึงถอนได้'));
    // credit 1,520.50 baht: the clear-turnover rule (under 20 baht) does not apply
    expect(screen.queryByRole('button', { name: 'ล้างยอดเทิร์น' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/requests/withdraw')).toEqual([]);
  });

  it('leaves the decision to the upstream (spec §5: client checks are required-only) and shows its refusal once', async () => {
    const calls = setup(profileOf(), {
      status: 400,
      json: {
        code: 'validation',
        fieldErrors: { amount: ['ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น'] },
      },
    });
    await screen.findByRole('status');
    const amount = screen.getByLabelText(/จำนวนเงินที่ต้องการถอน/);
    expect(amount).toBeEnabled();
    tapAndType(amount, '100');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถอนเงิน' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/requests/withdraw').map((c) => c.body)).toEqual([
        { amount: '100' },
      ]),
    );
    expect(await screen.findAllByText('ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น')).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it('offers the clear-turnover of spec §9 when the credit is under 20 baht, through the credit check', async () => {
    const calls = setup(profileOf({ creditSatang: 1_950 }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'เครดิตของคุณต่ำกว่า 20.00 บาท จึงล้างยอดเทิร์นได้: โปรโมชั่นนี้จะสิ้นสุด แล้วถอนเงินได้ทันที',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'ล้างยอดเทิร์น' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/customers/check-credit'));
  });

  it('once played through, shows the turnover as complete and lets the player withdraw', async () => {
    setup(
      profileOf({
        currentPromotion: {
          name: 'โปร',
          names: {},
          turnoverSatang: 600_000,
          turnoverNeededSatang: 500_000,
          updatedAt: null,
        },
      }),
    );
    expect(
      await screen.findByText('ทำเทิร์นโอเวอร์ครบแล้ว ถอนเงินได้เลย หรือรับโปรโมชั่นใหม่ได้ตอนฝากเงินครั้งถัดไป'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/จำนวนเงินที่ต้องการถอน/)).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the amount', () => {
  it('is the whole credit until the player types: typing replaces it rather than appending to it', async () => {
    const calls = setup(noPromotion);
    const field = await screen.findByLabelText(/จำนวนเงินที่ต้องการถอน/);
    expect(field).toHaveValue('1520');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    tapAndType(field, '100');
    expect(field).toHaveValue('100');
    fireEvent.click(screen.getByRole('button', { name: 'ถอนทั้งหมด' }));
    expect(field).toHaveValue('1520');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถอนเงิน' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/requests/withdraw').map((c) => c.body)).toEqual([
        { amount: '1520' },
      ]),
    );
  });

  it('keeps withdraw-all while the turnover is unmet: a warning, not a lock', async () => {
    setup(profileOf());
    await screen.findByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'ถอนทั้งหมด' }));
    expect(screen.getByLabelText(/จำนวนเงินที่ต้องการถอน/)).toHaveValue('1520');
  });
});

describe('each failure once', () => {
  async function submit(amount: string) {
    const field = await screen.findByLabelText(/จำนวนเงินที่ต้องการถอน/);
    fireEvent.change(field, { target: { value: amount } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถอนเงิน' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    return field;
  }

  it('a refusal about the amount: under the amount only, no alert, no notification', async () => {
    setup(noPromotion, {
      status: 400,
      json: { code: 'validation', fieldErrors: { amount: ['ยอดเงินในบัญชีไม่เพียงพอ'] } },
    });
    const field = await submit('5000');
    await waitFor(() => expect(field).toHaveAccessibleDescription('ยอดเงินในบัญชีไม่เพียงพอ'));
    expect(screen.getAllByText('ยอดเงินในบัญชีไม่เพียงพอ')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(popupStore.get().mode).toBe('Withdraw');
  });

  it('a refusal about no field: one alert, nothing under the amount, no notification', async () => {
    setup(noPromotion, {
      status: 400,
      json: { code: 'validation', fieldErrors: { error: ['กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการ'] } },
    });
    const field = await submit('500');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการ');
    expect(screen.getAllByText('กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการ')).toHaveLength(1);
    expect(field).not.toHaveAccessibleDescription();
    expect(toasts()).toEqual([]);
  });

  it('a failure of the service: one alert in the player’s words, no notification', async () => {
    setup(noPromotion, { status: 429, json: { code: 'rate_limited' } });
    await submit('500');
    expect(await screen.findByRole('alert')).toHaveTextContent('ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it('an empty amount: the spec §5 required message under the field only', async () => {
    setup(noPromotion);
    const field = await screen.findByLabelText(/จำนวนเงินที่ต้องการถอน/);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    await waitFor(() => expect(field).toHaveAccessibleDescription('จำนวนเงินที่ต้องการถอน'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('an answer lost on the way: the processing notice only, no notification on top', async () => {
    setup(noPromotion, { status: 504, json: { code: 'upstream_timeout' } });
    await submit('500');
    expect(await screen.findByRole('status')).toHaveTextContent('รายการกำลังดำเนินการ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});

it('says how long withdrawals typically took, under the usual 10-15 minutes', async () => {
  setup(noPromotion, undefined, { json: { medianSeconds: 11 * 60 + 40, days: 7 } });
  expect(await screen.findByText('7 วันที่ผ่านมา ถอนเงินใช้เวลาโดยทั่วไป 12 นาที')).toBeInTheDocument();
  expect(screen.getByText('ปกติเงินเข้าบัญชีที่ลงทะเบียนไว้ภายใน 10-15 นาที')).toBeInTheDocument();
});
