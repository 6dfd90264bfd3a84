import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DevicesSection } from '@/components/info/devices-section';
import { LastSignInNotice } from '@/components/info/last-sign-in-notice';
import type { DeviceRow } from '@/lib/hooks/use-devices';
import { rememberLastSignIn } from '@/lib/last-sign-in';
import { notificationStore, resetNotifications } from '@/lib/stores/notifications';
import { mockBff, renderWithIntl } from '../../render';

/* Devices signed in and the last-sign-in notice (docs/security.md, Sessions), as a Thai player reads them. */

const now = Date.now();
const rows: DeviceRow[] = [
  {
    handle: 'h-this',
    browser: 'Chrome',
    os: 'Android',
    address: '203.0.113.0/24',
    createdAt: now - 3_600_000,
    lastSeenAt: now,
    current: true,
    method: 'password',
    provedAt: 1_700_000_000_000,
  },
  {
    handle: 'h-other',
    browser: 'Safari',
    os: 'iOS',
    address: null,
    createdAt: now - 7_200_000,
    lastSeenAt: now - 5 * 60_000,
    current: false,
    method: 'passkey',
    provedAt: 1_700_000_000_000,
  },
  {
    handle: 'h-home',
    browser: 'Firefox',
    os: 'Windows',
    address: '203.0.113.0/24',
    createdAt: now - 9_000_000,
    lastSeenAt: now - 60 * 60_000,
    current: false,
    method: 'password',
    provedAt: 1_700_000_000_000,
  },
  {
    handle: 'h-away',
    browser: 'Edge',
    os: 'Windows',
    address: '198.51.100.0/24',
    createdAt: now - 9_000_000,
    lastSeenAt: now - 2 * 60 * 60_000,
    current: false,
    method: 'password',
    provedAt: 1_700_000_000_000,
  },
];

beforeEach(() => {
  resetNotifications();
  sessionStorage.clear();
});

it('lists every device with its last use, marks this one, and offers sign-out only for the others', async () => {
  mockBff({ '/sessions': () => ({ json: { sessions: rows } }) });
  renderWithIntl(<DevicesSection />);
  const list = await screen.findByRole('list', { name: 'อุปกรณ์ที่เข้าสู่ระบบอยู่' });
  const [here, iphone, home, away] = within(list).getAllByRole('listitem');
  expect(here).toHaveTextContent('Chrome บน Androidอุปกรณ์นี้');
  // the network is compared with this device's, never printed as an address a player cannot read
  expect(list).not.toHaveTextContent('203.0.113');
  expect(here).not.toHaveTextContent('อินเทอร์เน็ต');
  expect(iphone).not.toHaveTextContent('อินเทอร์เน็ต');
  expect(home).toHaveTextContent('ใช้อินเทอร์เน็ตเดียวกับอุปกรณ์นี้');
  expect(away).toHaveTextContent('ใช้อินเทอร์เน็ตคนละที่กับอุปกรณ์นี้');
  expect(within(here!).queryByRole('button')).not.toBeInTheDocument();
  expect(iphone).toHaveTextContent('Safari บน iOS');
  expect(iphone).toHaveTextContent('ใช้งานล่าสุด 5 นาทีที่ผ่านมา');
  expect(within(iphone!).getByRole('button', { name: 'ออกจากระบบ Safari บน iOS' })).toBeEnabled();
});

it('signs one device out with a same-origin POST and shows the list without it', async () => {
  let signedOut = false;
  const calls = mockBff({
    '/sessions': () => ({ json: { sessions: signedOut ? rows.slice(0, 1) : rows } }),
    '/sessions/h-other/sign-out': () => {
      signedOut = true;
      return { json: { ok: true, ended: true, current: false } };
    },
  });
  renderWithIntl(<DevicesSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ Safari บน iOS' }));
  await waitFor(() => expect(screen.queryByText('Safari บน iOS')).not.toBeInTheDocument());
  expect(calls.find((c) => c.path === '/sessions/h-other/sign-out')?.body).toEqual({});
  expect(screen.getByText('มีเพียงอุปกรณ์นี้ที่เข้าสู่ระบบอยู่')).toBeInTheDocument();
  expect(notificationStore.get().toasts.map((t) => t.message)).toContain('ออกจากระบบอุปกรณ์นั้นแล้ว');
});

it('signs out all other devices at once', async () => {
  let signedOut = false;
  const calls = mockBff({
    '/sessions': () => ({ json: { sessions: signedOut ? rows.slice(0, 1) : rows } }),
    '/sessions/sign-out-others': () => {
      signedOut = true;
      return { json: { ok: true, ended: 1 } };
    },
  });
  renderWithIntl(<DevicesSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบอุปกรณ์อื่นทั้งหมด' }));
  await waitFor(() => expect(screen.getByText('มีเพียงอุปกรณ์นี้ที่เข้าสู่ระบบอยู่')).toBeInTheDocument());
  expect(calls.map((c) => c.path)).toContain('/sessions/sign-out-others');
  expect(screen.queryByRole('button', { name: 'ออกจากระบบอุปกรณ์อื่นทั้งหมด' })).not.toBeInTheDocument();
});

it('says when the list cannot be loaded, with a way to try again', async () => {
  mockBff({ '/sessions': () => ({ status: 502, json: { code: 'upstream_unavailable' } }) });
  renderWithIntl(<DevicesSection />);
  expect(await screen.findByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
});

it('tells once, after login, when and on what device the member last signed in', async () => {
  rememberLastSignIn({ at: Date.parse('2026-11-25T07:05:00Z'), browser: 'Safari', os: 'iOS' });
  const { unmount } = renderWithIntl(<LastSignInNotice />);
  await act(async () => undefined);
  expect(notificationStore.get().toasts.map((t) => [t.type, t.message])).toEqual([
    [
      'info',
      'คุณเข้าสู่ระบบครั้งล่าสุดเมื่อ 25 พ.ย. 2569 14:05 ด้วย Safari บน iOS หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านที่หน้าข้อมูลบัญชี',
    ],
  ]);
  unmount();
  renderWithIntl(<LastSignInNotice />);
  await act(async () => undefined);
  expect(notificationStore.get().toasts).toHaveLength(1);
});
