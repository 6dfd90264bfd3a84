import { screen } from '@testing-library/react';
import { CreditRefresh } from '@/components/layout/credit-refresh';
import { drawerItems, visibleItems } from '@/components/layout/menu-items';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));

it('the drawer offers a member the credit with refresh right after home (spec §2 drawer items)', () => {
  const keys = visibleItems(drawerItems, true).map((i) => i.key);
  expect(keys.slice(0, 3)).toEqual(['home', 'credit', 'personalInfo']);
  expect(visibleItems(drawerItems, false).map((i) => i.key)).not.toContain('credit');
});

it('shows the credit and a refresh button', async () => {
  mockBff({ '/customers/profile': () => ({ json: { phone: '0812345678', creditSatang: 123_456 } }) });
  renderWithIntl(<CreditRefresh label="เครดิต" className="drawer-credit" />);
  expect(await screen.findByText('1,234.56')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'เช็คเครดิต' })).toBeEnabled();
});
