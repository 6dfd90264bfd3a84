import { createTranslator } from 'next-intl';
import th from '@/messages/th.json';
import { depositOutcomeDialog, type WalletWords } from '@/lib/wallet/deposit-outcome';

// Spec §4: how a watched deposit's end is told, in the member's words (Thai catalogue).
const wallet = createTranslator({ locale: 'th', messages: th, namespace: 'Wallet' });
const t: WalletWords = (key, values) => wallet(key as Parameters<typeof wallet>[0], values);
const upstream = (m: string) => (m === 'หมดเวลาทำรายการฝากเงิน' ? 'หมดเวลาทำรายการฝากเงิน (แปล)' : m);

const done = {
  kind: 'completed',
  amountSatang: 50_000,
  creditSatang: 175_000,
  bonusSatang: 0,
  turnoverLeftSatang: null,
} as const;

it('tells a credited deposit with the new credit', () => {
  expect(depositOutcomeDialog(done, t, upstream)).toEqual({
    type: 'success',
    message: `${wallet('depositDone', { amount: '500.00' })} ${wallet('newCredit', { credit: '1,750.00' })}`,
  });
});

it('adds the bonus and the turnover still to play on a line of its own', () => {
  const dialog = depositOutcomeDialog(
    { ...done, bonusSatang: 25_000, turnoverLeftSatang: 375_000 },
    t,
    upstream,
  );
  expect(dialog?.message.split('\n')[1]).toBe(
    wallet('depositBonusLine', { bonus: '250.00', turnover: '3,750.00' }),
  );
  const bonusOnly = depositOutcomeDialog(
    { ...done, bonusSatang: 10_000, turnoverLeftSatang: 0 },
    t,
    upstream,
  );
  expect(bonusOnly?.message.split('\n')[1]).toBe(wallet('depositBonusOnly', { bonus: '100.00' }));
});

it("tells a refusal with the upstream's cause, translated, or a dash without one", () => {
  expect(depositOutcomeDialog({ kind: 'failed', cause: 'ยอดไม่ตรง', creditSatang: 0 }, t, upstream)).toEqual({
    type: 'error',
    message: wallet('depositFailed', { cause: 'ยอดไม่ตรง' }),
  });
  expect(depositOutcomeDialog({ kind: 'failed', cause: null, creditSatang: 0 }, t, upstream)?.message).toBe(
    wallet('depositFailed', { cause: '-' }),
  );
});

it('ends an expired deposit with the first upstream error or the catalogue sentence', () => {
  expect(depositOutcomeDialog({ kind: 'expired', firstError: 'หมดเวลาทำรายการฝากเงิน' }, t, upstream)).toEqual(
    {
      type: 'error',
      message: 'หมดเวลาทำรายการฝากเงิน (แปล)',
    },
  );
  expect(depositOutcomeDialog({ kind: 'expired', firstError: null }, t, upstream)?.message).toBe(
    wallet('depositExpired'),
  );
});

it('says nothing when the session ended (the login page tells that)', () => {
  expect(depositOutcomeDialog({ kind: 'unauthenticated' }, t, upstream)).toBeNull();
});
