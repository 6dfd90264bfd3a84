import { screen, waitFor } from '@testing-library/react';
import { PayoutTime } from '@/components/wallet/payout-time';
import { mockBff, renderWithIntl } from '../../render';

/*
 * The payout time (casino-api/README.md): the median from submit to paid over the last 7 days, said in
 * the player's language; nothing at all when the upstream has no figure, no such call, or fails.
 */

const answering = (answer: { status?: number; json: unknown }) => {
  const calls = mockBff({ '/withdrawals/payout-time': () => answer });
  return calls;
};

describe('PayoutTime', () => {
  it('says how long withdrawals typically took, in whole minutes', async () => {
    answering({ json: { medianSeconds: 725, days: 7 } });
    renderWithIntl(<PayoutTime />);
    expect(await screen.findByText('7 วันที่ผ่านมา ถอนเงินใช้เวลาโดยทั่วไป 12 นาที')).toBeInTheDocument();
  });

  it('says under a minute rather than 0 minutes', async () => {
    answering({ json: { medianSeconds: 20, days: 7 } });
    renderWithIntl(<PayoutTime />, 'en');
    expect(
      await screen.findByText('In the last 7 days, withdrawals were typically paid in under a minute'),
    ).toBeInTheDocument();
  });

  it.each([
    ['no withdrawal was paid', { json: { medianSeconds: null, days: 7 } }],
    ['the upstream failed', { status: 502, json: { code: 'upstream_unavailable' } }],
  ])('shows nothing when %s', async (_, answer) => {
    const calls = answering(answer);
    const { container } = renderWithIntl(<PayoutTime />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // let SWR settle on the answer before looking
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
