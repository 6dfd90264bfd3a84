import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResetFlow, type ResetMode } from '@/components/reset/reset-flow';
import { resetNotifications } from '@/lib/stores/notifications';
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

beforeEach(resetNotifications);

async function submit(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name }));
}

it('Forgetpassword sends the phone and opens otpPassword; the service link is there', async () => {
  const { go, calls } = setup('Forgetpassword', {
    '/reset-password/start': () => ({ json: { next: 'otp' } }),
  });
  expect(screen.getByRole('link', { name: 'ติดต่อฝ่ายบริการลูกค้า' })).toHaveAttribute(
    'href',
    'https://line.me/R/ti/p/@x',
  );
  fireEvent.input(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
  await submit('ขอรหัส OTP');
  await waitFor(() => expect(go).toHaveBeenCalledWith('otpPassword'));
  expect(calls[0]).toEqual({ path: '/reset-password/start', body: { phone: '0812345678' } });
});

it("otpPassword asks for the code with the spec's message and a numeric keyboard", async () => {
  setup('otpPassword');
  const otp = screen.getByLabelText('รหัส OTP');
  expect(otp).toHaveAttribute('inputmode', 'numeric');
  fireEvent.blur(otp);
  await waitFor(() => expect(screen.getAllByText('รหัส OTP')).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'ยืนยัน OTP' })).toBeDisabled();
});

it('otpPassword clears the field after a wrong code and stays, showing the upstream message', async () => {
  const { go } = setup('otpPassword', {
    '/reset-password/confirm-otp': () => ({
      status: 400,
      json: { code: 'validation', fieldErrors: { otp: ['รหัส OTP ไม่ถูกต้อง'] } },
    }),
  });
  fireEvent.input(screen.getByLabelText('รหัส OTP'), { target: { value: '000000' } });
  await submit('ยืนยัน OTP');
  // once, under the field it is about (cleared, as spec §4 says), not again in an alert
  const otp = screen.getByLabelText('รหัส OTP');
  await waitFor(() => expect(otp).toHaveAccessibleDescription('รหัส OTP ไม่ถูกต้อง'));
  expect(otp).toHaveValue('');
  expect(screen.getAllByText('รหัส OTP ไม่ถูกต้อง')).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(go).not.toHaveBeenCalled();
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
