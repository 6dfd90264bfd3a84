import { profileSchema } from '@/lib/casino/contract-entities';
import { toProfileView } from '@/lib/casino/profile-view';

const profile = (fields: Record<string, unknown>) =>
  toProfileView(
    profileSchema.parse({ phone: '0812345678', payment_gateway_status: 0, credit_checking: 0, ...fields }),
  );

describe('first deposit (spec §2 info tab, §3 username: the customer id comes with the first deposit)', () => {
  it('a long-time player whose recent history holds no deposit has still deposited', () => {
    const view = profile({
      username: 'LB000042',
      completed_requests: [{ id: 9, type: 'withdraw', status: 'completed', amount: '100.00', bonus: '0' }],
    });
    expect(view.hasDeposited).toBe(true);
    expect(view.customerId).toBe('LB000042');
  });

  it('a member without a customer id has not deposited yet', () => {
    expect(profile({ username: null }).hasDeposited).toBe(false);
    expect(profile({}).hasDeposited).toBe(false);
  });
});
