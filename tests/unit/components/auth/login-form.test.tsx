import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/auth/login-form';
import { Toaster } from '@/components/ui/toaster';
import { hardNavigate } from '@/lib/navigate';
import { resetNotifications } from '@/lib/stores/notifications';
import { mockBff, renderWithIntl } from '../../render';

// Spec §2 Login popup/page, §4 login, §5 required-only checks, §8 login failure message.
jest.mock('@/lib/navigate', () => ({ hardNavigate: jest.fn() }));
const assign = jest.mocked(hardNavigate);

function setup(
  routes: Parameters<typeof mockBff>[0],
  props: Partial<Parameters<typeof LoginForm>[0]> = {},
  locale: 'th' | 'en' = 'th',
) {
  const calls = mockBff(routes);
  renderWithIntl(
    <>
      <LoginForm serviceUrl="https://line.me/R/ti/p/@x" {...props} />
      <Toaster />
    </>,
    locale,
  );
  return calls;
}

beforeEach(() => {
  resetNotifications();
  assign.mockClear();
});

const th = { phone: 'เบอร์โทรศัพท์', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' };
const en = { phone: 'Phone number', password: 'Password', submit: 'Log in' };

async function fillAndSubmit(phone: string, password: string, labels = th) {
  fireEvent.input(screen.getByLabelText(labels.phone), { target: { value: phone } });
  fireEvent.input(screen.getByLabelText(labels.password), { target: { value: password } });
  await waitFor(() => expect(screen.getByRole('button', { name: labels.submit })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

const wrongCredentials = () => ({
  status: 401,
  json: { code: 'invalid_credentials', message: 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง' },
});

/** The form's own red alert, and the error notification (a toast, also role=alert) outside it. */
function alerts() {
  const form = screen.getByRole('textbox', { name: /เบอร์โทรศัพท์|Phone number/ }).closest('form')!;
  const all = screen.getAllByRole('alert');
  return {
    form: all.filter((a) => form.contains(a)),
    notifications: all.filter((a) => !form.contains(a)),
  };
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
  expect(calls.find((c) => c.path === '/login')?.body).toEqual({
    phone: '0812345678',
    password: 'Demo1234',
    next: '/en/deposit',
  });
});

it("shows 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง' as an alert and an error notification, and clears the password", async () => {
  setup({ '/login': wrongCredentials });
  await fillAndSubmit('0812345678', 'Wrong1234');
  await waitFor(() => expect(alerts().notifications).toHaveLength(1));
  const { form, notifications } = alerts();
  // Spec §4 and §8: the one failure shown twice, in the form and as a notification.
  expect(form).toHaveLength(1);
  expect(form[0]).toHaveTextContent('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
  expect(notifications[0]).toHaveTextContent('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
  expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('');
  expect(assign).not.toHaveBeenCalled();
});

it('says the same in English from the catalogue, in the alert and the notification', async () => {
  setup({ '/login': wrongCredentials }, {}, 'en');
  await fillAndSubmit('0812345678', 'Wrong1234', en);
  await waitFor(() => expect(alerts().notifications).toHaveLength(1));
  const { form, notifications } = alerts();
  expect(form[0]).toHaveTextContent('Wrong phone number or password.');
  expect(notifications[0]).toHaveTextContent('Wrong phone number or password.');
});

it("puts the server's field errors under their fields", async () => {
  setup({
    '/login': () => ({
      status: 400,
      json: {
        code: 'validation',
        fieldErrors: { phone: ['phoneInvalid'], password: ['รหัสผ่านต้องมี 8-15 ตัวอักษร'] },
      },
    }),
  });
  await fillAndSubmit('0812345678', 'x');
  const phone = screen.getByLabelText('เบอร์โทรศัพท์');
  // Our own validation key translated; the upstream's Thai sentence (spec §8) as it is.
  await waitFor(() => expect(phone).toHaveAccessibleDescription('เบอร์โทรศัพท์ไม่ถูกต้อง'));
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  const password = screen.getByLabelText('รหัสผ่าน');
  expect(password).toHaveAccessibleDescription('รหัสผ่านต้องมี 8-15 ตัวอักษร');
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveValue('');
});

it('says too many attempts when the BFF limits logins', async () => {
  setup({ '/login': () => ({ status: 429, json: { code: 'rate_limited' } }) });
  await fillAndSubmit('0812345678', 'Wrong1234');
  await waitFor(() => expect(alerts().form).toHaveLength(1));
  expect(alerts().form[0]).toHaveTextContent('ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
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

// docs/security.md, "Passkeys and step-up": the passkey button shows only where the upstream keeps passkeys.
it('offers "sign in with a passkey" only when the site has passkeys', async () => {
  const calls = setup({ '/passkeys/support': () => ({ json: { available: true } }) });
  expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วยพาสคีย์' })).toBeEnabled();
  expect(calls.map((c) => c.path)).toEqual(['/passkeys/support']);
});

it('shows no passkey button where the upstream has none', async () => {
  const calls = setup({ '/passkeys/support': () => ({ json: { available: false } }) });
  await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/passkeys/support']));
  expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบด้วยพาสคีย์' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
});
