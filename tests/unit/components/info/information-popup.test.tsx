import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InformationPopup } from '@/components/info/information-popup';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from './fixtures';

// The devices section loads its own list and has its own tests (devices-section.test.tsx); here it would
// only add a fetch that finishes after the assertions.
jest.mock('@/components/info/devices-section', () => ({ DevicesSection: () => null }));

// Spec §2 Information popup (5 tabs, contact, logout, close) and §4 (refetch first with a loading flag).
function setup(initialTab?: number) {
  const calls = mockBff({
    '/customers/profile': () => ({ json: profileOf() }),
  });
  const onClose = jest.fn();
  renderWithIntl(
    <InformationPopup initialTab={initialTab} onClose={onClose} contactUrl="https://line.me/R/ti/p/@lobby" />,
  );
  return { calls, onClose };
}

beforeEach(() => {
  document.cookie = 'lobby_member=1';
});

const tabNames = ['ข้อมูลส่วนตัว', 'ฝาก-ถอน', 'กิจกรรม', 'แนะนำเพื่อน', 'ข่าวสาร'];

describe('InformationPopup', () => {
  it('is a dialog titled by the popup name with five tabs in the spec order', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'ข้อมูลบัญชี' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'เมนูข้อมูลบัญชี' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(tabNames);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('0861112222');
  });

  it('refetches the profile first and shows a loading state until it arrives', async () => {
    const { calls } = setup();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('กำลังโหลดข้อมูลล่าสุด…')).toBeInTheDocument();
    expect(await screen.findByText('0861112222')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
    expect(calls.some((c) => c.path === '/customers/profile')).toBe(true);
  });

  it('opens on the requested tab', async () => {
    setup(4);
    expect(screen.getByRole('tab', { name: 'ข่าวสาร' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('ยังไม่มีข่าวสารในขณะนี้')).toBeInTheDocument();
  });

  it('switches tabs by click', async () => {
    setup();
    await screen.findByText('0861112222');
    fireEvent.click(screen.getByRole('tab', { name: 'ฝาก-ถอน' }));
    expect(screen.getByRole('tab', { name: 'ฝาก-ถอน' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'ข้อมูลส่วนตัว' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'ฝาก-ถอน' })).toHaveTextContent('- ไม่พบรายการฝาก-ถอน -');
  });

  it('moves between tabs with the arrow keys, wrapping, and Home/End (roving tabindex)', async () => {
    setup();
    await screen.findByText('0861112222');
    const first = screen.getByRole('tab', { name: 'ข้อมูลส่วนตัว' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('tab', { name: 'ฝาก-ถอน' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'ข่าวสาร' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'ข่าวสาร' }), { key: 'ArrowRight' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(first, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'ข่าวสาร' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'ข่าวสาร' }), { key: 'Home' });
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the contact link, logout and close', async () => {
    const { onClose } = setup();
    await screen.findByText('0861112222');
    const contact = screen.getByRole('link', { name: 'ติดต่อพนักงาน' });
    expect(contact).toHaveAttribute('href', 'https://line.me/R/ti/p/@lobby');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
    const closes = screen.getAllByRole('button', { name: 'ปิด' });
    expect(closes).toHaveLength(2);
    fireEvent.click(closes[1]!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so, with a retry, when the profile cannot be loaded', async () => {
    mockBff({ '/customers/profile': () => ({ status: 502, json: { code: 'upstream_unavailable' } }) });
    renderWithIntl(<InformationPopup onClose={jest.fn()} contactUrl="#" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบไม่พร้อมให้บริการชั่วคราว');
    mockBff({ '/customers/profile': () => ({ json: profileOf() }) });
    fireEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await waitFor(() => expect(screen.getByText('0861112222')).toBeInTheDocument());
  });
});
