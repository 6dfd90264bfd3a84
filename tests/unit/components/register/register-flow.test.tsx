import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RegisterFlow, type RegisterMode } from '@/components/register/register-flow';
import { resetNotifications, notificationStore } from '@/lib/stores/notifications';
import { mockBff, renderWithIntl } from '../../render';
import { tapAndType } from '../../type-into';
import { profileOf } from '../info/fixtures';

// Spec §2 registration popups, §4 transitions, §5 validation.
// jsdom spaces the two links out in the accessible name, browsers do not
const AGE = /^ฉันมีอายุ 20 ปีบริบูรณ์ขึ้นไป และยอมรับ ?นโยบายความเป็นส่วนตัว ?และ ?นโยบายการเล่นอย่างรับผิดชอบ$/;

function setup(mode: RegisterMode, routes: Parameters<typeof mockBff>[0] = {}) {
  const calls = mockBff({
    '/register/context': () => ({
      json: { adviser: 'adviser01', affiliateKey: 'AFF001', referralKey: null },
    }),
    ...routes,
  });
  const go = jest.fn();
  const onCancel = jest.fn();
  const onLogin = jest.fn();
  renderWithIntl(<RegisterFlow mode={mode} go={go} onCancel={onCancel} onLogin={onLogin} />);
  return { calls, go, onCancel, onLogin };
}

beforeEach(() => {
  resetNotifications();
  document.cookie = 'lobby_member=; max-age=0';
});

describe('Register (step 1)', () => {
  it('shows the adviser from the affiliate cookie and the 4-step progress bar at step 1', async () => {
    setup('Register');
    expect(await screen.findByText('ผู้แนะนำ: adviser01')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['1เบอร์โทร', '2ตั้งรหัสผ่าน', '3บัญชีธนาคาร', '4เสร็จสิ้น']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('blocks submit while the phone is empty and says so once the field was touched (spec §5)', async () => {
    setup('Register');
    const phone = screen.getByLabelText('เบอร์โทรศัพท์');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
    fireEvent.blur(phone);
    expect(await screen.findByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
  });

  it('says what a Thai mobile number looks like and checks it before any round trip', async () => {
    const { calls } = setup('Register');
    const phone = screen.getByLabelText('เบอร์โทรศัพท์');
    expect(screen.getByText('เบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 0')).toBeInTheDocument();
    fireEvent.input(phone, { target: { value: '081234567' } });
    fireEvent.blur(phone);
    const error = await screen.findByText('เบอร์มือถือต้องมี 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09');
    // One message, under the field; no alert repeats it.
    expect(screen.getAllByText('เบอร์มือถือต้องมี 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09')).toHaveLength(1);
    expect(phone).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
    fireEvent.input(phone, { target: { value: '0812345678' } });
    await waitFor(() => expect(screen.queryByText(/เบอร์มือถือต้องมี/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
    expect(calls.filter((c) => c.path === '/register/phone')).toEqual([]);
  });

  it('sends the phone with the age confirmation and moves to RegisterSetpassword', async () => {
    const { calls, go } = setup('Register', { '/register/phone': () => ({ json: { next: 'password' } }) });
    fireEvent.input(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0861112222' } });
    fireEvent.click(screen.getByRole('checkbox', { name: AGE }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('RegisterSetpassword'));
    expect(calls.find((c) => c.path === '/register/phone')?.body).toEqual({
      phone: '0861112222',
      age_confirmed: true,
    });
  });

  // docs/player-protection.md: legal age (NEXT_PUBLIC_LEGAL_AGE, default 20) and the policies before the
  // first step
  it('keeps "next" disabled until the player confirms legal age and the policies, with links to both', async () => {
    const { calls } = setup('Register');
    fireEvent.input(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0861112222' } });
    const box = screen.getByRole('checkbox', { name: AGE });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/privacy-policy$/),
    );
    expect(screen.getByRole('link', { name: 'นโยบายการเล่นอย่างรับผิดชอบ' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/responsible-play$/),
    );
    fireEvent.blur(box);
    expect(await screen.findByText('กรุณายืนยันอายุและยอมรับนโยบายก่อนสมัคร')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled());
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled());
    expect(calls.filter((c) => c.path === '/register/phone')).toEqual([]);
  });

  it('states the legal age the operator configured', async () => {
    process.env.NEXT_PUBLIC_LEGAL_AGE = '18';
    try {
      setup('Register');
      expect(screen.getByRole('checkbox', { name: /^ฉันมีอายุ 18 ปีบริบูรณ์ขึ้นไป/ })).toBeInTheDocument();
      // the page has settled once the adviser from the register context shows
      expect(await screen.findByText('ผู้แนะนำ: adviser01')).toBeInTheDocument();
    } finally {
      delete process.env.NEXT_PUBLIC_LEGAL_AGE;
    }
  });

  it('shows a server field error once, under the field, with no alert or notification repeating it', async () => {
    const { go } = setup('Register', {
      '/register/phone': () => ({
        status: 400,
        json: { code: 'validation', fieldErrors: { phone: ['เบอร์โทรนี้ถูกใช้งานแล้ว'] } },
      }),
    });
    fireEvent.input(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByRole('checkbox', { name: AGE }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const phone = screen.getByLabelText('เบอร์โทรศัพท์');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/^เบอร์โทรนี้ถูกใช้งานแล้ว/));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('เบอร์โทรนี้ถูกใช้งานแล้ว')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notificationStore.get().toasts).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });

  it('asks for the SMS code when the operator refuses the OTP bypass', async () => {
    const { go } = setup('Register', {
      '/register/phone': () => ({ json: { next: 'otp', otp: { ref: 'KQRT', resendInSeconds: 60 } } }),
      '/register/otp': () => ({ json: { next: 'password' } }),
    });
    fireEvent.input(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0861112222' } });
    fireEvent.click(screen.getByRole('checkbox', { name: AGE }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const otp = await screen.findByLabelText('รหัส OTP 6 หลัก');
    // the same OTP step as the password reset (tests/unit/components/reset/reset-flow.test.tsx)
    expect(screen.getByText('ส่งรหัส OTP ทาง SMS ไปที่เบอร์ 086•••2222 แล้ว')).toBeInTheDocument();
    expect(screen.getByText('รหัสอ้างอิง (Ref): KQRT')).toBeInTheDocument();
    expect(screen.getByText('ขอรหัสใหม่ได้ใน 60 วินาที')).toBeInTheDocument();
    fireEvent.input(otp, { target: { value: '123456' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('RegisterSetpassword'));
  });
});

describe('RegisterSetpassword (step 2)', () => {
  it("refuses two different passwords with the spec's message", async () => {
    setup('RegisterSetpassword');
    fireEvent.input(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'Secret123' } });
    const confirm = screen.getByLabelText('ยืนยันรหัสผ่าน');
    fireEvent.input(confirm, { target: { value: 'Secret124' } });
    fireEvent.blur(confirm);
    expect(await screen.findByText('ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
  });

  it('ticks the three password rules as the player types', async () => {
    setup('RegisterSetpassword');
    expect(await screen.findByText('ผู้แนะนำ: adviser01')).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: 'เงื่อนไขรหัสผ่าน' });
    const rule = (text: string) => within(rules).getByText(text).closest('li')!;
    const password = screen.getByLabelText('รหัสผ่าน');
    expect(rule('ยาว 8-15 ตัวอักษร')).toHaveTextContent('(ยังไม่ครบ)');
    fireEvent.input(password, { target: { value: 'secret12' } });
    await waitFor(() => expect(rule('ยาว 8-15 ตัวอักษร')).toHaveTextContent('(ครบแล้ว)'));
    expect(rule('มีตัวเลขอย่างน้อย 1 ตัว (0-9)')).toHaveTextContent('(ครบแล้ว)');
    // no upper case yet
    expect(rule('มีทั้งตัวพิมพ์เล็กและตัวพิมพ์ใหญ่ภาษาอังกฤษ (a‑z, A‑Z)')).toHaveTextContent('(ยังไม่ครบ)');
    fireEvent.input(password, { target: { value: 'Secret12' } });
    await waitFor(() =>
      expect(rule('มีทั้งตัวพิมพ์เล็กและตัวพิมพ์ใหญ่ภาษาอังกฤษ (a‑z, A‑Z)')).toHaveTextContent('(ครบแล้ว)'),
    );
    fireEvent.input(password, { target: { value: 'Secret12345678901' } });
    await waitFor(() => expect(rule('ยาว 8-15 ตัวอักษร')).toHaveTextContent('(ยังไม่ครบ)'));
  });

  it('toggles password visibility', async () => {
    setup('RegisterSetpassword');
    expect(await screen.findByText('ผู้แนะนำ: adviser01')).toBeInTheDocument();
    const password = screen.getByLabelText('รหัสผ่าน');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getAllByRole('button', { name: 'แสดงรหัสผ่าน' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('sets the password and moves to RegisterBank', async () => {
    const { go, calls } = setup('RegisterSetpassword', {
      '/register/password': () => ({ json: { next: 'bank' } }),
    });
    fireEvent.input(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'Secret123' } });
    fireEvent.input(screen.getByLabelText('ยืนยันรหัสผ่าน'), { target: { value: 'Secret123' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('RegisterBank'));
    expect(calls.find((c) => c.path === '/register/password')?.body).toEqual({
      password: 'Secret123',
      password_confirmation: 'Secret123',
    });
  });
});

describe('RegisterBank (step 3)', () => {
  it('offers 14 banks; choosing one reveals the fields, the Thai name and the LINE id prefilled with the phone', async () => {
    document.cookie = 'lobby_member=1';
    const { go, calls } = setup('RegisterBank', {
      '/customers/profile': () => ({ json: profileOf({ phone: '0861112222', creditSatang: 0 }) }),
      '/register/bank-account': () => ({ json: { next: 'final' } }),
    });
    expect(screen.getAllByRole('radio')).toHaveLength(14);
    expect(screen.queryByLabelText('เลขที่บัญชี')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'ไทยพาณิชย์' }));
    expect(await screen.findByText('ธนาคารไทยพาณิชย์')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('ไอดีไลน์')).toHaveValue('0861112222'));
    fireEvent.input(screen.getByLabelText('เลขที่บัญชี'), { target: { value: '1234567890' } });
    fireEvent.input(screen.getByLabelText('ชื่อบัญชี'), { target: { value: 'สมหญิง ใจดี' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยืนยันบัญชี' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันบัญชี' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('RegisterFinal'));
    expect(calls.find((c) => c.path === '/register/bank-account')?.body).toEqual({
      bank: 'scb',
      account_number: '1234567890',
      name: 'สมหญิง ใจดี',
      line: '0861112222',
    });
  });

  it('shows the prefilled phone as a suggestion: a LINE id typed replaces it, never follows it', async () => {
    document.cookie = 'lobby_member=1';
    const { calls } = setup('RegisterBank', {
      '/customers/profile': () => ({ json: { phone: '0873363196', creditSatang: 0 } }),
      '/register/bank-account': () => ({ json: { next: 'final' } }),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'กสิกรไทย' }));
    const line = await screen.findByLabelText('ไอดีไลน์');
    await waitFor(() => expect(line).toHaveValue('0873363196'));
    expect(line).toHaveAccessibleDescription(
      'เราใส่เบอร์โทรของคุณไว้ให้ ถ้าไอดีไลน์ไม่ใช่เบอร์นี้ แตะช่องแล้วพิมพ์ไอดีของคุณแทนได้เลย',
    );
    tapAndType(line, 'somying.t');
    expect(line).toHaveValue('somying.t');
    expect(line).not.toHaveAccessibleDescription();
    fireEvent.input(screen.getByLabelText('เลขที่บัญชี'), { target: { value: '1234567890' } });
    fireEvent.input(screen.getByLabelText('ชื่อบัญชี'), { target: { value: 'สมหญิง ใจดี' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยืนยันบัญชี' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันบัญชี' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/register/bank-account')?.body).toMatchObject({
        line: 'somying.t',
      }),
    );
  });
});

describe('RegisterFinal', () => {
  it('offers login to a guest', () => {
    const { onLogin } = setup('RegisterFinal');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onLogin).toHaveBeenCalled();
  });

  it('offers a confirm button home and "deposit now" to a member who is already signed in', async () => {
    document.cookie = 'lobby_member=1';
    setup('RegisterFinal', {
      '/customers/profile': () => ({ json: profileOf({ phone: '0861112222', creditSatang: 0 }) }),
    });
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'ตกลง' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ฝากเงินเลย' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบ' })).not.toBeInTheDocument();
  });

  const welcome = {
    id: '1',
    name: 'สมาชิกใหม่ รับโบนัส 50%',
    names: { en: 'New members: 50% bonus' },
    imageUrl: null,
  };

  it('names the welcome bonus the new member can take with the first deposit, in the page language', async () => {
    document.cookie = 'lobby_member=1';
    setup('RegisterFinal', {
      '/customers/profile': () => ({
        json: profileOf({
          hasDeposited: false,
          promotions: [
            { ...welcome, welcome: true },
            { id: '3', name: 'ฝากแรกของวัน', names: {}, imageUrl: null },
          ],
        }),
      }),
    });
    expect(await screen.findByText('สมาชิกใหม่ รับโบนัส 50%')).toHaveClass('final-welcome-name');
    expect(screen.getByText('โบนัสต้อนรับของคุณ')).toBeInTheDocument();
    expect(screen.getByText('เลือกรับได้ตอนฝากเงินครั้งแรก')).toBeInTheDocument();
    expect(screen.queryByText('ฝากแรกของวัน')).not.toBeInTheDocument();
  });

  it('says nothing of a welcome bonus when the upstream does not mark one, or the member has deposited', async () => {
    document.cookie = 'lobby_member=1';
    setup('RegisterFinal', {
      '/customers/profile': () => ({
        json: profileOf({ hasDeposited: false, promotions: [welcome] }),
      }),
    });
    expect(await screen.findByRole('button', { name: 'ฝากเงินเลย' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByText('โบนัสต้อนรับของคุณ')).not.toBeInTheDocument();
    cleanup();
    setup('RegisterFinal', {
      '/customers/profile': () => ({
        json: profileOf({ hasDeposited: true, promotions: [{ ...welcome, welcome: true }] }),
      }),
    });
    expect(await screen.findByRole('button', { name: 'ฝากเงินเลย' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByText('โบนัสต้อนรับของคุณ')).not.toBeInTheDocument();
  });
});
