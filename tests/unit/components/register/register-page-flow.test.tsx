import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RegisterPageFlow } from '@/components/register/register-page-flow';
import { mockBff, renderWithIntl } from '../../render';
import { tapAndType } from '../../type-into';

jest.mock('@/lib/i18n/navigation', () => ({
  ...jest.requireActual('@/lib/i18n/navigation'),
  useRouter: () => ({ push: jest.fn() }),
}));

/*
 * The /register page: a new step starts from the top of the page, not where the last step's button
 * was (on a phone the bank step is long, and the welcome would show its end first).
 */
it('brings each new step to the top of the page, and leaves the first one where it is', async () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  mockBff({
    '/register/context': () => ({ json: { adviser: null, affiliateKey: null, referralKey: null } }),
    '/register/phone': () => ({ json: { next: 'password' } }),
  });
  renderWithIntl(<RegisterPageFlow />);
  const phone = await screen.findByLabelText(/เบอร์โทรศัพท์/);
  expect(scrollTo).not.toHaveBeenCalled();
  tapAndType(phone, '0861112222');
  fireEvent.click(screen.getByRole('checkbox'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
  expect(await screen.findByLabelText('รหัสผ่าน')).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
});
