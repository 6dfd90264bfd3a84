import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InformationPopup } from '@/components/info/information-popup';
import { Toaster } from '@/components/ui/toaster';
import type { ProfileView } from '@/lib/casino/profile-view';
import { resetNotifications } from '@/lib/stores/notifications';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from './fixtures';

// Spec §2 Information tab 3 and §4 Event bonus: a button while not activated, 'received' after;
// a claim refetches the profile and shows a dialog; a refusal shows the server's msg (§8).
let events: ProfileView['events'];

function setup(claim: () => { status?: number; json: unknown }) {
  const calls = mockBff({
    '/customers/profile': () => ({ json: profileOf({ events }) }),
    '/customers/get-bonus/7': claim,
  });
  renderWithIntl(
    <>
      <InformationPopup initialTab={2} onClose={jest.fn()} contactUrl="#" />
      <Toaster />
    </>,
  );
  return calls;
}

beforeEach(() => {
  resetNotifications();
  document.cookie = 'lobby_member=1';
  events = [
    { id: '7', name: 'ฝากครั้งแรกรับเพิ่ม', bonusSatang: 5_000, activated: false },
    { id: '8', name: 'ชวนเพื่อนรับโบนัส', bonusSatang: 10_000, activated: true },
  ];
});

const messageDialog = () => screen.findByRole('dialog', { name: /สำเร็จ|เกิดข้อผิดพลาด/ });

describe('ActivitiesTab', () => {
  it('shows each event with its bonus, a get-bonus button or the received label', async () => {
    setup(() => ({ json: { success: true } }));
    const claim = await screen.findByRole('button', { name: 'รับโบนัส ฝากครั้งแรกรับเพิ่ม' });
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('ฝากครั้งแรกรับเพิ่ม');
    expect(first).toHaveTextContent('50.00');
    expect(within(first!).getByRole('button')).toBe(claim);
    expect(second).toHaveTextContent('100.00');
    expect(within(second!).getByText('รับแล้ว')).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('claims with a spinner, refetches the profile and shows the success dialog', async () => {
    const calls = setup(() => {
      events = events.map((e) => ({ ...e, activated: true }));
      return { json: { success: true, msg: null } };
    });
    const claim = await screen.findByRole('button', { name: 'รับโบนัส ฝากครั้งแรกรับเพิ่ม' });
    const profileCalls = () => calls.filter((c) => c.path === '/customers/profile').length;
    const before = profileCalls();
    fireEvent.click(claim);
    expect(claim).toHaveAttribute('aria-busy', 'true');
    expect(claim).toHaveTextContent('กำลังรับโบนัส…');
    const dialog = await messageDialog();
    expect(dialog).toHaveTextContent('รับโบนัสกิจกรรม ฝากครั้งแรกรับเพิ่ม เรียบร้อย');
    expect(profileCalls()).toBeGreaterThan(before);
    expect(calls.find((c) => c.path === '/customers/get-bonus/7')).toBeDefined();
    await waitFor(() => expect(screen.getAllByText('รับแล้ว')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^รับโบนัส / })).not.toBeInTheDocument();
  });

  it("shows the server's msg when the claim is refused (success false)", async () => {
    setup(() => ({ json: { success: false, msg: 'กิจกรรมนี้หมดเขตแล้ว' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'รับโบนัส ฝากครั้งแรกรับเพิ่ม' }));
    expect(await messageDialog()).toHaveTextContent('กิจกรรมนี้หมดเขตแล้ว');
    expect(screen.getByRole('button', { name: 'รับโบนัส ฝากครั้งแรกรับเพิ่ม' })).toBeEnabled();
  });

  it("shows the server's msg when the call fails", async () => {
    setup(() => ({ status: 400, json: { code: 'validation', message: 'ไม่สามารถรับโบนัสได้' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'รับโบนัส ฝากครั้งแรกรับเพิ่ม' }));
    expect(await messageDialog()).toHaveTextContent('ไม่สามารถรับโบนัสได้');
  });

  it('says when there are no activities', async () => {
    events = [];
    setup(() => ({ json: { success: true } }));
    expect(await screen.findByText('- ยังไม่มีกิจกรรมในขณะนี้ -')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
