import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/auth/login-form';
import { hardNavigate } from '@/lib/navigate';
import { mockBff, renderWithIntl } from '../../render';

// Spec §2 Login popup/page, §4 login, §5 required-only checks, §8 login failure message.
jest.mock('@/lib/navigate', () => ({ hardNavigate: jest.fn() }));
const assign = jest.mocked(hardNavigate);

function setup(routes: Parameters<typeof mockBff>[0], props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const calls = mockBff(routes);
  renderWithIntl(<LoginForm serviceUrl="https://line.me/R/ti/p/@x" {...props} />);
  return calls;
}

async function fillAndSubmit(phone: string, password: string) {
  fireEvent.input(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: phone } });
  fireEvent.input(screen.getByLabelText('รหัสผ่าน'), { target: { value: password } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
}

it('shows required messages only after a field is touched', async () => {
  setup({});
  expect(screen.queryByText('กรุณากรอกเบอร์โทรศัพท์')).not.toBeInTheDocument();
  fireEvent.blur(screen.getByLabelText('เบอร์โทรศัพท์'));
  fireEvent.blur(screen.getByLabelText('รหัสผ่าน'));
  expect(await screen.findByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
  expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeDisabled();
});

it('logs in and goes to the safe destination the BFF answered', async () => {
  const calls = setup(
    { '/login': () => ({ json: { ok: true, next: '/en/deposit' } }) },
    { next: '/en/deposit' },
  );
  await fillAndSubmit('0812345678', 'Demo1234');
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/lobby/en/deposit'));
  expect(calls[0]?.body).toEqual({ phone: '0812345678', password: 'Demo1234', next: '/en/deposit' });
});

it("shows 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง' on failure and clears the password", async () => {
  setup({
    '/login': () => ({
      status: 401,
      json: { code: 'invalid_credentials', message: 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง' },
    }),
  });
  await fillAndSubmit('0812345678', 'Wrong1234');
  expect(await screen.findByRole('alert')).toHaveTextContent('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
  expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('');
});

it('in the popup, forgot password and cancel switch popups instead of navigating', () => {
  const onForgot = jest.fn();
  const onCancel = jest.fn();
  setup({}, { onForgot, onCancel });
  fireEvent.click(screen.getByRole('button', { name: 'ลืมรหัสผ่าน?' }));
  fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
  expect(onForgot).toHaveBeenCalled();
  expect(onCancel).toHaveBeenCalled();
});
