import { screen } from '@testing-library/react';
import { HeroMember } from '@/components/home/hero-member';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));

it('greets the member with the phone masked, as the header shows it, and their credit', async () => {
  mockBff({ '/customers/profile': () => ({ json: { phone: '0846246247', creditSatang: 125_000 } }) });
  renderWithIntl(<HeroMember />);
  expect(await screen.findByText(/ยินดีต้อนรับ 084•••6247/)).toBeInTheDocument();
  expect(screen.getByText(/1,250\.00/)).toBeInTheDocument();
  expect(screen.queryByText(/0846246247/)).not.toBeInTheDocument();
});
