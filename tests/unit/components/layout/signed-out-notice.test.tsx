import { act, screen } from '@testing-library/react';
import { ToasterSlot } from '@/components/layout/on-demand';
import { SignedOutNotice } from '@/components/layout/signed-out-notice';
import { SIGNED_OUT_KEY } from '@/lib/logout';
import { resetNotifications } from '@/lib/stores/notifications';
import { renderWithIntl } from '../../render';

afterEach(() => {
  resetNotifications();
  sessionStorage.clear();
});

it('confirms a sign-out once, on the page the player lands on', async () => {
  sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  renderWithIntl(
    <>
      <SignedOutNotice />
      <ToasterSlot />
    </>,
  );
  expect(await screen.findByText('ออกจากระบบเรียบร้อยแล้ว')).toBeInTheDocument();
  expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBeNull();
});

it('says nothing on an ordinary page load', async () => {
  renderWithIntl(
    <>
      <SignedOutNotice />
      <ToasterSlot />
    </>,
  );
  await act(async () => undefined);
  expect(screen.queryByText('ออกจากระบบเรียบร้อยแล้ว')).not.toBeInTheDocument();
});
