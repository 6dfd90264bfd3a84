import { expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * The periodic account review (docs/player-protection.md, UKGC LCCP 2025-2026): due once the member's
 * chosen 1, 3 or 6 months have passed since the last review (or registration), with the deposits,
 * withdrawals and net of that period; dismissing it records when. A member with no deposit limit is asked
 * again after a year. The API's clock is moved with advance(), so nothing waits.
 */

let api: TestApi;
beforeAll(async () => {
  // one token outlives the moved clock (13 months and more)
  api = await startTestApi({ config: { memberTokenSeconds: 800 * 24 * 60 * 60 } });
});
afterAll(() => stopTestApi(api));

const DAY = 24 * 60 * 60;
let phoneSeq = 0;
const nextPhone = () => `08444000${String(++phoneSeq).padStart(2, '0')}`;

const review = async (token: string) =>
  expectContract(
    'accountReview',
    (await api.call('GET', '/customers/protection/account-review', { token })).body,
  ).data;
const dismiss = async (token: string, form: Record<string, string> = {}) =>
  expectContract(
    'accountReviewDone',
    (await api.call('POST', '/customers/protection/account-review', { token, form })).body,
  );

/** Adds whole calendar months to the API's clock, plus some seconds. */
function advanceMonths(months: number, plusSeconds = 0) {
  const now = api.now();
  const later = new Date(now);
  later.setUTCMonth(later.getUTCMonth() + months);
  api.advance((later.getTime() - now.getTime()) / 1000 + plusSeconds);
}

async function member(): Promise<{ token: string; phone: string }> {
  const phone = nextPhone();
  return { token: await registerMember(api, phone), phone };
}

async function completedDeposit(token: string, amount: string) {
  const res = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount } });
  expect(res.status).toBe(200);
  await api.operator('POST', `/requests/${res.body.data.id}/approve`);
}

describe('account review', () => {
  it('is due after 6 months by default, not before, and not again once dismissed', async () => {
    const { token, phone } = await member();
    const fresh = await review(token);
    expect(fresh).toMatchObject({ due: false, every_months: 6 });

    await completedDeposit(token, '500');
    await completedDeposit(token, '300');
    const w = await api.call('POST', '/requests/withdraw', { token, form: { phone, amount: '200' } });
    expect(w.status).toBe(200);
    await api.operator('POST', `/requests/${w.body.data.id}/approve`);

    advanceMonths(6, -DAY);
    expect((await review(token)).due).toBe(false);
    api.advance(DAY + 60);
    const due = await review(token);
    expect(due).toMatchObject({
      due: true,
      every_months: 6,
      totals: { deposits: '800.00', withdrawals: '200.00', net: '-600.00' },
    });
    expect(due.from).toBe(fresh.from);

    expect(await dismiss(token)).toEqual({ success: true, msg: 'บันทึกการทบทวนบัญชีเรียบร้อย' });
    const after = await review(token);
    expect(after.due).toBe(false);
    // the next period starts at the dismissal: nothing in it yet
    expect(after.totals).toEqual({ deposits: '0.00', withdrawals: '0.00', net: '0.00' });
    expect(after.from >= due.to).toBe(true);

    advanceMonths(3);
    expect((await review(token)).due).toBe(false);
  });

  it('comes back every month when the member chooses so, counted from the last review', async () => {
    const { token } = await member();
    await dismiss(token, { every_months: '1' });
    expect((await review(token)).every_months).toBe(1);
    advanceMonths(1, -60);
    expect((await review(token)).due).toBe(false);
    api.advance(120);
    await completedDeposit(token, '150');
    expect(await review(token)).toMatchObject({
      due: true,
      totals: { deposits: '150.00', withdrawals: '0.00', net: '-150.00' },
    });
    await dismiss(token);
    expect((await review(token)).due).toBe(false);
  });

  it('refuses an interval it does not offer, and keeps the one chosen', async () => {
    const { token } = await member();
    const bad = await api.call('POST', '/customers/protection/account-review', {
      token,
      form: { every_months: '12' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['every_months']);
    expect((await review(token)).every_months).toBe(6);
  });
});

describe('yearly prompt to set a deposit limit', () => {
  it('asks a member with no deposit limit again after a year, and not again once dismissed', async () => {
    const { token } = await member();
    advanceMonths(12, -DAY);
    expect((await review(token)).limit_prompt_due).toBe(false);
    api.advance(DAY + 60);
    expect((await review(token)).limit_prompt_due).toBe(true);
    await dismiss(token);
    const after = await review(token);
    expect(after).toMatchObject({ limit_prompt_due: false, due: false });
    advanceMonths(11);
    expect((await review(token)).limit_prompt_due).toBe(false);
    advanceMonths(1, 60);
    expect((await review(token)).limit_prompt_due).toBe(true);
  });

  it('does not ask a member who has a deposit limit', async () => {
    const { token } = await member();
    await api.call('POST', '/customers/protection/deposit-limits', { token, form: { month: '5000' } });
    advanceMonths(13);
    const state = await review(token);
    expect(state.limit_prompt_due).toBe(false);
    // the review itself still comes
    expect(state.due).toBe(true);
  });
});
