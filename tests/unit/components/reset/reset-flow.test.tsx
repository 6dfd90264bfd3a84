import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ResetFlow, type ResetMode } from '@/components/reset/reset-flow';
import { resetNotifications } from '@/lib/stores/notifications';
import { otpSent, otpStore } from '@/lib/stores/otp';
import { mockBff, renderWithIntl } from '../../render';

// Spec §2 reset popups; §4: Forgetpassword → otpPassword → otpNewpassword → otpComplete, fields clear.
function setup(mode: ResetMode, routes: Parameters<typeof mockBff>[0] = {}) {
  const calls = mockBff(routes);
  const go = jest.fn();
  const onLogin = jest.fn();
  renderWithIntl(
    <ResetFlow
      mode={mode}
      go={go}
      onCancel={jest.fn()}
      onLogin={onLogin}
      serviceUrl="https://line.me/R/ti/p/@x"
    />,
  );
  return { calls, go, onLogin };
}

beforeEach(() => {
  resetNotifications();
  otpSent('0812345678', { ref: 'KQRT', resendInSeconds: 60 });
});

async function submit(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name }));
}

it('Forgetpassword sends the phone and opens otpPassword; the service link is there', async () => {
  const { go, calls } = setup('Forgetpassword', {
    '/reset-password/start': () => ({ json: { next: 'otp', otp: { ref: 'HMWX', resendInSeconds: 60 } } }),
  });
  expect(screen.getByRole('link', { name: 'ติดต่อฝ่ายบริการ⁠ลูกค้า' })).toHaveAttribute(
    'href',
    'https://line.me/R/ti/p/@x',
  );
  fireEvent.input(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
  await submit('ขอรหัส OTP');
  await waitFor(() => expect(go).toHaveBeenCalledWith('otpPassword'));
  expect(otpStore.get()).toMatchObject({ phone: '0812345678', ref: 'HMWX' });
  expect(calls[0]).toEqual({ path: '/reset-password/start', body: { phone: '0812345678' } });
});

it("otpPassword asks for the code with the spec's message and a numeric keyboard", async () => {
  setup('otpPassword');
  const otp = screen.getByLabelText('รหัส OTP 6 หลัก');
  expect(otp).toHaveAttribute('inputmode', 'numeric');
  fireEvent.blur(otp);
  await waitFor(() => expect(otp).toHaveAccessibleDescription('รหัส OTP'));
  expect(screen.getByRole('button', { name: 'ยืนยัน OTP' })).toBeDisabled();
});

it('otpPassword clears the field after a wrong code and stays, showing the upstream message', async () => {
  const { go } = setup('otpPassword', {
    '/reset-password/confirm-otp': () => ({
      status: 400,
      json: { code: 'validation', fieldErrors: { otp: ['รหัส OTP ไม่ถูกต้อง'] } },
    }),
  });
  fireEvent.input(screen.getByLabelText('รหัส OTP 6 หลัก'), { target: { value: '000000' } });
  await submit('ยืนยัน OTP');
  // once, under the field it is about (cleared, as spec §4 says), not again in an alert
  const otp = screen.getByLabelText('รหัส OTP 6 หลัก');
  await waitFor(() => expect(otp).toHaveAccessibleDescription('รหัส OTP ไม่ถูกต้อง'));
  expect(otp).toHaveValue('');
  expect(screen.getAllByText('รหัส OTP ไม่ถูกต้อง')).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(go).not.toHaveBeenCalled();
});

describe('the OTP step (shared with registration)', () => {
  afterEach(() => jest.useRealTimers());

  it('says where the code went (masked) and its reference, and offers a new code only after the countdown', async () => {
    jest.useFakeTimers();
    otpSent('0898765432', { ref: 'KQRT', resendInSeconds: 60 });
    const { calls } = setup('otpPassword', {
      '/reset-password/resend': () => ({ json: { otp: { ref: 'WXYZ', resendInSeconds: 60 } } }),
    });
    expect(screen.getByText('ส่งรหัส OTP ทาง SMS ไปที่เบอร์ 089•••5432 แล้ว')).toBeInTheDocument();
    expect(screen.queryByText(/0898765432/)).not.toBeInTheDocument();
    expect(screen.getByText('รหัสอ้างอิง (Ref): KQRT')).toBeInTheDocument();
    expect(screen.getByText('ขอรหัสใหม่ได้ใน 60 วินาที')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ขอรหัสใหม่' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByText('ขอรหัสใหม่ได้ใน 1 วินาที')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ขอรหัสใหม่' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัสใหม่' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ส่งรหัสใหม่แล้ว ใช้รหัสจาก SMS ล่าสุดเท่านั้น');
    expect(calls.map((c) => c.path)).toEqual(['/reset-password/resend']);
    expect(screen.getByText('รหัสอ้างอิง (Ref): WXYZ')).toBeInTheDocument();
    expect(screen.getByText(/^ขอรหัสใหม่ได้ใน 6[01] วินาที$/)).toBeInTheDocument();
  });

  it('shows a refused resend under the field, in the reader’s language', async () => {
    otpSent('0898765432', { ref: 'KQRT', resendInSeconds: 0 });
    mockBff({
      '/reset-password/resend': () => ({
        status: 400,
        json: { code: 'validation', fieldErrors: { otp: ['ยังขอรหัสใหม่ไม่ได้ กรุณารอให้ครบเวลาก่อน'] } },
      }),
    });
    renderWithIntl(
      <ResetFlow mode="otpPassword" go={jest.fn()} onCancel={jest.fn()} onLogin={jest.fn()} serviceUrl="" />,
      'en',
    );
    expect(screen.getByText('We sent an OTP code by SMS to 089•••5432.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('6-digit OTP code')).toHaveAccessibleDescription(
        'You cannot ask for a new code yet. Please wait for the countdown to finish.',
      ),
    );
  });

  it('shows no reference when the upstream gives none (no OTP extension)', () => {
    otpSent('0898765432', { ref: null, resendInSeconds: 60 });
    setup('otpPassword');
    expect(screen.queryByText(/Ref/)).not.toBeInTheDocument();
    expect(screen.getByText('ขอรหัสใหม่ได้ใน 60 วินาที')).toBeInTheDocument();
  });
});

it('otpNewpassword shows three remarks, clears both fields after submit and moves to otpComplete', async () => {
  const { go } = setup('otpNewpassword', {
    '/reset-password/confirm-password': () => ({ json: { next: 'complete' } }),
  });
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  fireEvent.input(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'Newpass123' } });
  fireEvent.input(screen.getByLabelText('ยืนยันรหัสผ่าน'), { target: { value: 'Newpass123' } });
  await submit('บันทึกรหัสผ่านใหม่');
  await waitFor(() => expect(go).toHaveBeenCalledWith('otpComplete'));
  expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('');
  expect(screen.getByLabelText('ยืนยันรหัสผ่าน')).toHaveValue('');
});

it('otpComplete leads to login', () => {
  const { onLogin } = setup('otpComplete');
  fireEvent.click(screen.getByRole('button', { name: 'ไปหน้าเข้าสู่ระบบ' }));
  expect(onLogin).toHaveBeenCalled();
});
