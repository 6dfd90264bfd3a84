import { screen, within } from '@testing-library/react';
import { HeroMember } from '@/components/home/hero-member';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));

const profile = { phone: '0846246247', creditSatang: 125_000, currentPromotion: null };

it('greets the member with the phone masked, as the header shows it, and their credit', async () => {
  mockBff({ '/customers/profile': () => ({ json: profile }) });
  renderWithIntl(<HeroMember />);
  expect(await screen.findByText(/ยินดีต้อนรับ 084•••6247/)).toBeInTheDocument();
  expect(screen.getByText('1,250.00')).toBeInTheDocument();
  expect(screen.queryByText(/0846246247/)).not.toBeInTheDocument();
});

it('offers deposit, withdraw and play, and promotions when none is running', async () => {
  mockBff({ '/customers/profile': () => ({ json: profile }) });
  renderWithIntl(<HeroMember />);
  expect(await screen.findByText('ยังไม่มีโปรโมชั่นที่กำลังทำเทิร์น')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ดูโปรโมชั่น' })).toHaveAttribute('href', '/promotion');
  expect(screen.getByRole('button', { name: 'ฝากเงิน' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'ถอนเงิน' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'เข้าเล่นเกม' })).toHaveAttribute('href', '/lobby');
});

it('shows the running promotion with its turnover done, required and left (spec §3 current_promotion)', async () => {
  mockBff({
    '/customers/profile': () => ({
      json: {
        ...profile,
        currentPromotion: {
          name: 'สมาชิกใหม่ รับโบนัส 50%',
          turnoverSatang: 150_000,
          turnoverNeededSatang: 750_000,
          updatedAt: null,
        },
      },
    }),
  });
  renderWithIntl(<HeroMember />);
  const name = await screen.findByText('สมาชิกใหม่ รับโบนัส 50%');
  expect(name.closest('p')).toHaveTextContent('โปรโมชั่นปัจจุบัน: สมาชิกใหม่ รับโบนัส 50%');
  const bar = screen.getByRole('progressbar', { name: 'เทิร์นโอเวอร์' });
  expect(bar).toHaveAttribute('aria-valuetext', '1,500.00 / 7,500.00 บาท');
  expect(within(bar.parentElement!).getByText('ต้องทำอีก 6,000.00 บาท จึงถอนได้')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'ดูโปรโมชั่น' })).toBeNull();
});

it("names the running promotion in the reader's language (the names extension), else as given and marked Thai", async () => {
  const current = {
    name: 'สมาชิกใหม่ รับโบนัส 50%',
    names: { th: 'สมาชิกใหม่ รับโบนัส 50%', en: 'New members: 50% bonus', zh: '新会员 50% 奖金' },
    turnoverSatang: 0,
    turnoverNeededSatang: 750_000,
    updatedAt: null,
  };
  mockBff({ '/customers/profile': () => ({ json: { ...profile, currentPromotion: current } }) });
  const view = renderWithIntl(<HeroMember />, 'en');
  const name = await screen.findByText('New members: 50% bonus');
  expect(name.closest('p')).toHaveTextContent('Current promotion: New members: 50% bonus');
  expect(name).not.toHaveAttribute('lang');
  view.unmount();

  mockBff({
    '/customers/profile': () => ({ json: { ...profile, currentPromotion: { ...current, names: {} } } }),
  });
  renderWithIntl(<HeroMember />, 'zh-CN');
  expect(await screen.findByText('สมาชิกใหม่ รับโบนัส 50%')).toHaveAttribute('lang', 'th');
});
