import { screen } from '@testing-library/react';
import { TurnoverProgress } from '@/components/wallet/turnover-progress';
import { renderWithIntl } from '../../render';

describe('TurnoverProgress', () => {
  it('shows done / required, the bar and what is left before a withdrawal', () => {
    renderWithIntl(<TurnoverProgress doneSatang={150_000} requiredSatang={600_000} />);
    const bar = screen.getByRole('progressbar', { name: 'เทิร์นโอเวอร์' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '1,500.00 / 6,000.00 บาท');
    expect(screen.getByText('ต้องทำอีก 4,500.00 บาท จึงถอนได้')).toBeInTheDocument();
  });

  it('says the turnover is complete once done reaches required, without passing 100 %', () => {
    renderWithIntl(<TurnoverProgress doneSatang={700_000} requiredSatang={600_000} />, 'en');
    expect(screen.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('6,000.00 / 6,000.00 baht')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Turnover complete: you can withdraw now, or take a new promotion with your next deposit',
      ),
    ).toBeInTheDocument();
  });
});
