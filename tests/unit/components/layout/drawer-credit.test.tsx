import { screen } from '@testing-library/react';
import { CreditRefresh } from '@/components/layout/credit-refresh';
import { drawerItems, visibleItems } from '@/components/layout/menu-items';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));

it('the drawer offers a member the credit with refresh right after home (spec §2 drawer items)', () => {
  const keys = visibleItems(drawerItems, true).map((i) => i.key);
  expect(keys.slice(0, 2)).toEqual(['home', 'credit']);
  expect(visibleItems(drawerItems, false).map((i) => i.key)).not.toContain('credit');
});

it("is the one member menu: every destination of the member bar's buttons is in it (spec §2)", () => {
  const actions = visibleItems(drawerItems, true).map((i) => JSON.stringify(i.action));
  // account info (Information tab 0), deposit, withdraw, logout; the panel carries the language switch
  for (const action of [{ info: 0 }, { wallet: 'deposit' }, { wallet: 'withdraw' }, { logout: true }])
    expect(actions).toContain(JSON.stringify(action));
  // and the rest of spec §2's member items
  for (const action of [{ info: 1 }, { info: 2 }, { info: 3 }, { credit: true }, { contact: true }])
    expect(actions).toContain(JSON.stringify(action));
});

it('shows the credit and a refresh button', async () => {
  mockBff({ '/customers/profile': () => ({ json: { phone: '0812345678', creditSatang: 123_456 } }) });
  renderWithIntl(<CreditRefresh label="เครดิต" className="drawer-credit" />);
  expect(await screen.findByText('1,234.56')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'เช็คเครดิต' })).toBeEnabled();
});
