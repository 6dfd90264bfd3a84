import { fireEvent, screen } from '@testing-library/react';
import { MemberBar } from '@/components/layout/member-bar';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));

it('shows the phone masked until the member taps it', async () => {
  mockBff({ '/customers/profile': () => ({ json: { phone: '0846246247', creditSatang: 12_345 } }) });
  renderWithIntl(<MemberBar />);
  const phone = await screen.findByRole('button', { name: '084•••6247' });
  expect(screen.queryByText('0846246247')).not.toBeInTheDocument();
  expect(phone).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(phone);
  expect(screen.getByRole('button', { name: '0846246247' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', { name: '0846246247' }));
  expect(screen.getByRole('button', { name: '084•••6247' })).toBeInTheDocument();
});

it('shows the running promotion’s turnover as done / required with a bar', async () => {
  mockBff({
    '/customers/profile': () => ({
      json: {
        phone: '0846246247',
        creditSatang: 12_345,
        currentPromotion: {
          name: 'สมาชิกใหม่',
          turnoverSatang: 150_000,
          turnoverNeededSatang: 600_000,
          updatedAt: '2026-11-22 14:05:00',
        },
      },
    }),
  });
  renderWithIntl(<MemberBar />);
  const bar = await screen.findByRole('progressbar', { name: 'เทิร์นโอเวอร์' });
  expect(bar).toHaveAttribute('aria-valuenow', '25');
  expect(screen.getByText('1,500.00 / 6,000.00 บาท')).toBeInTheDocument();
});

it('shows no turnover without a running promotion', async () => {
  mockBff({ '/customers/profile': () => ({ json: { phone: '0846246247', creditSatang: 12_345 } }) });
  renderWithIntl(<MemberBar />);
  await screen.findByRole('button', { name: '084•••6247' });
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
