import { screen } from '@testing-library/react';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { AppError } from '@/lib/errors';
import { renderWithIntl } from '../../render';

const turnover = 'ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น';

it('shows a known upstream field error in English on the English site', () => {
  renderWithIntl(<TextField id="amount" label="Amount" error={turnover} />, 'en');
  expect(screen.getByText('The promotion turnover is not complete yet.')).toBeInTheDocument();
  expect(screen.queryByText(turnover)).not.toBeInTheDocument();
});

it('keeps the upstream Thai on the Thai site, and unknown upstream text as written', () => {
  renderWithIntl(<TextField id="amount" label="จำนวนเงิน" error={turnover} />);
  expect(screen.getByText(turnover)).toBeInTheDocument();
  renderWithIntl(<TextField id="bank" label="Bank" error="ข้อความใหม่จากระบบหลังบ้าน" />, 'en');
  expect(screen.getByText('ข้อความใหม่จากระบบหลังบ้าน')).toBeInTheDocument();
});

it('translates known sentences in the red alert too', () => {
  const error = new AppError('validation', {
    fieldErrors: { error: ['ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ในภายหลัง'] },
  });
  renderWithIntl(<FormAlert error={error} />, 'en');
  expect(screen.getByRole('alert')).toHaveTextContent('You have not deposited yet. Please try again later.');
});
