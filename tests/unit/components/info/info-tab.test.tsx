import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InfoTab } from '@/components/info/info-tab';
import { hardNavigate } from '@/lib/navigate';
import { usePayoutTime } from '@/lib/hooks/use-payout-time';
import { popupStore } from '@/lib/stores/popup';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from './fixtures';

// The devices section loads its own list and has its own tests (devices-section.test.tsx); here it would
// only add a fetch that finishes after the assertions.
jest.mock('@/components/info/devices-section', () => ({ DevicesSection: () => null }));

jest.mock('@/lib/navigate', () => ({ hardNavigate: jest.fn() }));

// The payout time loads on its own (tests/unit/components/wallet/payout-time.test.tsx); here a fixed answer.
jest.mock('@/lib/hooks/use-payout-time', () => ({ usePayoutTime: jest.fn(() => null) }));

// Spec §2 Information tab 1; §4 Password change and Copy; §5 change-password checks.
beforeEach(() => {
  jest.mocked(hardNavigate).mockClear();
  popupStore.set({ mode: 'InformationTab', tab: 0 });
});

describe('InfoTab', () => {
  it('shows the current promotion with its turnover figures, last update and the clear-turnover hint', () => {
    renderWithIntl(<InfoTab profile={profileOf()} />);
    expect(screen.getByText('สมาชิกใหม่ 100%')).toBeInTheDocument();
    // done / required with a bar and what is left, as the member bar and the withdraw dialog show it
    expect(screen.getByRole('progressbar', { name: 'เทิร์นโอเวอร์' })).toHaveAttribute(
      'aria-valuetext',
      '1,200.00 / 5,000.00 บาท',
    );
    expect(screen.getByText('ต้องทำอีก 3,800.00 บาท จึงถอนได้')).toBeInTheDocument();
    expect(screen.getByText(/พ\.ย\./)).toHaveTextContent('22 พ.ย. 2569 14:05');
    const refresh = screen.getByRole('button', { name: 'รีเฟรชเครดิต' });
    expect(refresh).toHaveAccessibleDescription('หากยอดเครดิตรวมต่ำกว่า 20 บาท คลิกไอคอนรีเฟรชเพื่อเคลียร์ยอดเทิร์น');
  });

  it('says nothing of clearing turnover to a member with no promotion running, or one whose turnover is done', () => {
    const promotion = profileOf().currentPromotion!;
    const view = renderWithIntl(<InfoTab profile={profileOf({ currentPromotion: null })} />);
    expect(screen.getByRole('button', { name: 'รีเฟรชเครดิต' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/เคลียร์ยอดเทิร์น/)).not.toBeInTheDocument();
    view.unmount();
    renderWithIntl(
      <InfoTab
        profile={profileOf({
          currentPromotion: { ...promotion, turnoverSatang: promotion.turnoverNeededSatang },
        })}
      />,
    );
    expect(screen.queryByText(/เคลียร์ยอดเทิร์น/)).not.toBeInTheDocument();
  });

  it("names the current promotion in the reader's language (the names extension), else as given and marked Thai", () => {
    const promotion = profileOf().currentPromotion!;
    const view = renderWithIntl(
      <InfoTab
        profile={profileOf({ currentPromotion: { ...promotion, names: { en: 'New members: 100% bonus' } } })}
      />,
      'en',
    );
    expect(screen.getByText('Promotion', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'New members: 100% bonus',
    );
    view.unmount();
    renderWithIntl(<InfoTab profile={profileOf()} />, 'en');
    expect(screen.getByText('สมาชิกใหม่ 100%')).toHaveAttribute('lang', 'th');
  });

  it('starts the credit check from the refresh icon (spec §4 credit check)', async () => {
    const calls = mockBff({ '/customers/check-credit': () => ({ json: { creditSuccess: false } }) });
    renderWithIntl(<InfoTab profile={profileOf()} />);
    expect(screen.getByText('1,520.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'รีเฟรชเครดิต' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/customers/check-credit'));
    // A failed check resets the machine, so the icon is ready again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'รีเฟรชเครดิต' })).toBeEnabled());
  });

  it('tells a member who has not deposited yet how long withdrawals took lately (payout time)', () => {
    jest.mocked(usePayoutTime).mockReturnValueOnce({ minutes: 13, days: 7 });
    renderWithIntl(<InfoTab profile={profileOf({ customerId: null, hasDeposited: false })} />);
    const bank = screen.getByRole('region', { name: 'บัญชีธนาคาร' });
    expect(within(bank).getByText('7 วันที่ผ่านมา ถอนเงินใช้เวลาโดยทั่วไป 13 นาที')).toBeInTheDocument();
  });

  it('says there is no promotion when none is in use', () => {
    renderWithIntl(<InfoTab profile={profileOf({ currentPromotion: null })} />);
    expect(screen.getByText('ไม่ได้รับโปรโมชั่น')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the phone, a masked password and the customer id with a copy button', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithIntl(<InfoTab profile={profileOf()} />);
    expect(screen.getByText('0861112222')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'รหัสผ่านถูกซ่อนไว้' })).toHaveTextContent('••••••••');
    expect(screen.getByText('ufa861112222')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'คัดลอกรหัสลูกค้า' })));
    expect(writeText).toHaveBeenCalledWith('ufa861112222');
    expect(screen.getByRole('status')).toHaveTextContent('คัดลอกเรียบร้อย');
    expect(screen.queryByText('รหัสลูกค้าจะแสดงหลังจากฝากเงินครั้งแรก')).not.toBeInTheDocument();
  });

  it('asks to wait for the first deposit while there is no customer id', () => {
    renderWithIntl(<InfoTab profile={profileOf({ customerId: null })} />);
    expect(screen.getByText('รหัสลูกค้าจะแสดงหลังจากฝากเงินครั้งแรก')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'คัดลอกรหัสลูกค้า' })).not.toBeInTheDocument();
  });

  it("shows the bank's Thai name, account number and name", () => {
    renderWithIntl(<InfoTab profile={profileOf()} />);
    expect(screen.getByText('ธนาคารไทยพาณิชย์')).toBeInTheDocument();
    expect(screen.getByText('1234567890')).toBeInTheDocument();
    // word by word in no-wrap spans (components/ui/whole-words.tsx), so matched on the whole cell
    expect(
      screen.getByText((_, el) => el?.tagName === 'DD' && el.textContent === 'สมหญิง ใจดี'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เพิ่มบัญชีธนาคาร' })).not.toBeInTheDocument();
  });

  it('names the bank in the reader’s language: English in the English site, never Thai', () => {
    renderWithIntl(<InfoTab profile={profileOf()} />, 'en');
    expect(screen.getByText('Siam Commercial Bank')).toBeInTheDocument();
    expect(screen.queryByText('ธนาคารไทยพาณิชย์')).not.toBeInTheDocument();
  });

  it('warns when there is no bank and the add-bank button opens RegisterBank', () => {
    renderWithIntl(<InfoTab profile={profileOf({ bank: null })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('คุณยังไม่ได้เพิ่มบัญชีธนาคาร');
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มบัญชีธนาคาร' }));
    expect(popupStore.get()).toEqual({ mode: 'RegisterBank', tab: 0 });
  });
});

describe('change password', () => {
  function openForm(locale: 'th' | 'en' = 'th') {
    renderWithIntl(<InfoTab profile={profileOf()} />, locale);
    const link = screen.getByRole('button', { name: locale === 'th' ? 'เปลี่ยนรหัสผ่าน' : 'Change password' });
    expect(link).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'true');
  }

  async function fill(old: string, password: string, confirm: string) {
    fireEvent.input(screen.getByLabelText('รหัสผ่านเดิม'), { target: { value: old } });
    fireEvent.input(screen.getByLabelText('รหัสผ่านใหม่'), { target: { value: password } });
    const confirmField = screen.getByLabelText('ยืนยันรหัสผ่านใหม่');
    fireEvent.input(confirmField, { target: { value: confirm } });
    fireEvent.blur(confirmField);
  }

  it('has three fields, required-only checks and blocks submit while invalid', async () => {
    openForm();
    const save = screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' });
    expect(save).toBeDisabled();
    fireEvent.blur(screen.getByLabelText('รหัสผ่านเดิม'));
    expect(await screen.findByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
  });

  it("refuses two different new passwords with the spec's message", async () => {
    openForm();
    await fill('OldPass1', 'NewPass12', 'NewPass13');
    expect(await screen.findByText('ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน')).toBeInTheDocument();
    expect(screen.getByLabelText('ยืนยันรหัสผ่านใหม่')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' })).toBeDisabled();
  });

  it('sends the three fields and, the session being over, goes to the login page that says why, with a full load', async () => {
    const calls = mockBff({ '/customers/update-password': () => ({ json: { ok: true } }) });
    openForm();
    await fill('OldPass1', 'NewPass12', 'NewPass12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/lobby/login?reason=password-changed'));
    expect(calls.find((c) => c.path === '/customers/update-password')?.body).toEqual({
      old_password: 'OldPass1',
      password: 'NewPass12',
      password_confirmation: 'NewPass12',
    });
  });

  it('shows a server refusal once, under the field it concerns, and stays', async () => {
    mockBff({
      '/customers/update-password': () => ({
        status: 400,
        json: { code: 'validation', fieldErrors: { old_password: ['รหัสผ่านเดิมไม่ถูกต้อง'] } },
      }),
    });
    openForm();
    await fill('Wrong123', 'NewPass12', 'NewPass12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    const old = screen.getByLabelText('รหัสผ่านเดิม');
    await waitFor(() => expect(old).toHaveAccessibleDescription('รหัสผ่านเดิมไม่ถูกต้อง'));
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('รหัสผ่านเดิมไม่ถูกต้อง')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('goes to the English login page after a change on the English site', async () => {
    mockBff({ '/customers/update-password': () => ({ json: { ok: true } }) });
    openForm('en');
    fireEvent.input(screen.getByLabelText('Current password'), { target: { value: 'OldPass1' } });
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'NewPass12' } });
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'NewPass12' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/lobby/en/login?reason=password-changed'));
  });
});
