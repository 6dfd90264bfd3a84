import { thaiDateTime } from '@/casino-api/services/time';
import { expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * Player protection (docs/player-protection.md): time-outs and self-exclusion, reality checks, the account
 * statement, the session refresh behind the timeout warning, and the recorded age confirmation.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { memberTokenSeconds: 7 * 365 * 24 * 60 * 60 } });
});
afterAll(() => stopTestApi(api));

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
let phoneSeq = 0;
const nextPhone = () => `08222000${String(++phoneSeq).padStart(2, '0')}`;

const protection = async (token: string) =>
  expectContract('protection', (await api.call('GET', '/customers/protection', { token })).body).data;
const takeBreak = (token: string, period: string) =>
  api.call('POST', '/customers/protection/exclusion', { token, form: { period } });
const deposit = (token: string, amount: string) =>
  api.call('POST', '/requests/deposit/prepare', { token, form: { amount } });
const launch = async (token: string) =>
  expectContract('launchGame', (await api.call('GET', '/launch-game/lotuslive/baccarat', { token })).body);

/** A member with a completed 500-baht deposit: they may play and withdraw. */
async function fundedMember(): Promise<{ token: string; phone: string }> {
  const phone = nextPhone();
  const token = await registerMember(api, phone);
  const res = await deposit(token, '500');
  await api.operator('POST', `/requests/${res.body.data.id}/approve`);
  return { token, phone };
}

// the end in the member site's Thai date style (docs/architecture.md §8 Dates), never the wire format
const BLOCKED =
  /^บัญชีของคุณอยู่ในช่วงพักการเล่นถึง \d{1,2} \S+ 25\d{2} \d{2}:\d{2} น\. ระหว่างนี้ฝากเงิน รับโบนัส และเข้าเล่นเกมไม่ได้ แต่ยังถอนเงินได้$/;

describe('time-out and self-exclusion', () => {
  it('blocks deposit, bonus claims and game launch for 24 hours while login, balance and withdraw still work', async () => {
    const { token, phone } = await fundedMember();
    expect((await launch(token)).success).toBe(true);
    const taken = expectContract('exclusion', (await takeBreak(token, '24h')).body);
    expect(taken.msg).toMatch(/^เริ่มพักการเล่นแล้ว สิ้นสุด /);
    expect((await protection(token)).exclusion).toMatchObject({ kind: 'timeout', period: '24h' });

    const refused = await deposit(token, '100');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.error[0]).toMatch(BLOCKED);
    const game = await launch(token);
    expect(game).toMatchObject({ success: false, url: null });
    expect(game.msg).toMatch(BLOCKED);
    const bonus = expectContract(
      'getBonus',
      (await api.call('POST', '/customers/get-bonus/1', { token })).body,
    );
    expect(bonus.success).toBe(false);
    expect(bonus.msg).toMatch(BLOCKED);
    const referral = expectContract(
      'getReferralBonus',
      (await api.call('POST', '/customers/get-referral-bonus', { token })).body,
    );
    expect(referral.msg).toMatch(BLOCKED);

    const again = await api.login(phone, 'Member123');
    const profile = expectContract(
      'profile',
      (await api.call('GET', '/customers/profile', { token: again })).body,
    ).data;
    expect(profile.games[0]?.credit).toBe('500.00');
    const withdraw = await api.call('POST', '/requests/withdraw', {
      token: again,
      form: { phone, amount: '100' },
    });
    expect(withdraw.status).toBe(200);
    await api.operator('POST', `/requests/${withdraw.body.data.id}/approve`);

    api.advance(DAY - 60);
    expect((await launch(token)).success).toBe(false);
    api.advance(61);
    expect((await protection(token)).exclusion).toBeNull();
    expect((await launch(token)).success).toBe(true);
    expect((await deposit(token, '100')).status).toBe(200);
  });

  it('writes the end as the site does: day, Thai month, Buddhist-era year, Bangkok time', async () => {
    const { token } = await fundedMember();
    const taken = expectContract('exclusion', (await takeBreak(token, '24h')).body);
    const until = (await protection(token)).exclusion!.until; // wire style, Bangkok
    const ends = new Date(`${until.replace(' ', 'T')}+07:00`);
    const thai = `${thaiDateTime(ends)} น.`;
    expect(thai).toMatch(
      /^\d{1,2} (ม\.ค\.|ก\.พ\.|มี\.ค\.|เม\.ย\.|พ\.ค\.|มิ\.ย\.|ก\.ค\.|ส\.ค\.|ก\.ย\.|ต\.ค\.|พ\.ย\.|ธ\.ค\.) 25\d{2} \d{2}:\d{2} น\.$/,
    );
    expect(taken.msg).toBe(`เริ่มพักการเล่นแล้ว สิ้นสุด ${thai}`);
    expect((await deposit(token, '100')).body.errors.error[0]).toContain(`ถึง ${thai} ระหว่างนี้`);
  });

  it('tells a member who never deposited about the break, not to deposit first', async () => {
    const token = await registerMember(api, nextPhone());
    await takeBreak(token, '24h');
    const game = await launch(token);
    expect(game.success).toBe(false);
    expect(game.msg).toMatch(BLOCKED);
  });

  it('cannot be shortened, only lengthened', async () => {
    const { token } = await fundedMember();
    await takeBreak(token, '7d');
    const shorter = await takeBreak(token, '24h');
    expect(shorter.status).toBe(422);
    expect(shorter.body.errors.period[0]).toMatch(/^ไม่สามารถลดระยะเวลาพักการเล่นได้ ช่วงพักปัจจุบันสิ้นสุด /);
    expect((await protection(token)).exclusion?.period).toBe('7d');
    expect((await takeBreak(token, '6m')).status).toBe(200);
    expect((await protection(token)).exclusion).toMatchObject({ kind: 'self_exclusion', period: '6m' });
    api.advance(8 * DAY);
    expect((await launch(token)).success).toBe(false);
  });

  it('keeps a self-exclusion of 1 year in force for the whole year', async () => {
    const { token } = await fundedMember();
    await takeBreak(token, '1y');
    api.advance(364 * DAY);
    expect((await deposit(token, '100')).status).toBe(422);
    api.advance(2 * DAY);
    expect((await deposit(token, '100')).status).toBe(200);
  });

  it('refuses periods it does not offer', async () => {
    const { token } = await fundedMember();
    expect((await takeBreak(token, '1h')).status).toBe(422);
  });
});

describe('reality check and session figures', () => {
  it('stores the reminder interval and reports time played and net result of this sign-in', async () => {
    const { token, phone } = await fundedMember();
    await api.operator('POST', '/rounds', { phone, bet: '100', win: '40' }); // before this sign-in
    const session = await api.login(phone, 'Member123');
    expect((await protection(session)).reality_check_minutes).toBe(0);
    const saved = expectContract(
      'realityCheck',
      (
        await api.call('POST', '/customers/protection/reality-check', {
          token: session,
          form: { minutes: '15' },
        })
      ).body,
    );
    expect(saved).toEqual({ success: true, msg: 'บันทึกการแจ้งเตือนเรียบร้อย' });
    expect(
      (
        await api.call('POST', '/customers/protection/reality-check', {
          token: session,
          form: { minutes: '20' },
        })
      ).status,
    ).toBe(422);

    await api.operator('POST', '/rounds', { phone, bet: '50', win: '20' });
    await api.operator('POST', '/rounds', { phone, bet: '10' });
    api.advance(16 * 60);
    const p = await protection(session);
    expect(p.reality_check_minutes).toBe(15);
    expect(p.session.net).toBe('-40.00');
    expect(p.session.played_seconds).toBeGreaterThanOrEqual(16 * 60);
    expect(p.session.played_seconds).toBeLessThan(17 * 60);
    // the older sign-in counts the earlier round too
    expect((await protection(token)).session.net).toBe('-100.00');
  });
});

describe('account statement', () => {
  it('gives lifetime totals and history filtered by type and date, 12 months by default', async () => {
    const { token, phone } = await fundedMember();
    const w = await api.call('POST', '/requests/withdraw', { token, form: { phone, amount: '120' } });
    await api.operator('POST', `/requests/${w.body.data.id}/approve`);
    const cancelled = await deposit(token, '170');
    await api.call('POST', `/requests/deposit/${cancelled.body.data.id}/cancel`, { token });

    const all = expectContract(
      'statement',
      (await api.call('GET', '/customers/statement', { token })).body,
    ).data;
    expect(all.totals).toEqual({ deposits: '500.00', withdrawals: '120.00', net: '-380.00' });
    expect(all.rows.map((r) => [r.type, r.status, r.amount])).toEqual([
      ['deposit', 'cancelled', '170.00'],
      ['withdraw', 'completed', '120.00'],
      ['deposit', 'completed', '500.00'],
    ]);
    const withdrawals = expectContract(
      'statement',
      (await api.call('GET', '/customers/statement?type=withdraw', { token })).body,
    ).data;
    expect(withdrawals.rows.map((r) => r.amount)).toEqual(['120.00']);

    api.advance(400 * DAY);
    const later = expectContract(
      'statement',
      (await api.call('GET', '/customers/statement', { token })).body,
    ).data;
    expect(later.rows).toEqual([]);
    expect(later.totals.deposits).toBe('500.00');
    const old = expectContract(
      'statement',
      (await api.call('GET', `/customers/statement?from=${all.from}&to=${all.to}`, { token })).body,
    ).data;
    expect(old.rows).toHaveLength(3);
    expect((await api.call('GET', '/customers/statement?from=yesterday', { token })).status).toBe(422);
  });
});

describe('session refresh and age confirmation', () => {
  it('extends the caller token, so a member who chose to stay is not signed out', async () => {
    const short = await startTestApi({ config: { memberTokenSeconds: 600 } });
    try {
      const token = await short.login('0812345678', 'Demo1234');
      short.advance(540);
      const refreshed = expectContract(
        'sessionRefresh',
        (await short.call('POST', '/customers/session/refresh', { token })).body,
      );
      expect(refreshed.expires_in).toBe(600);
      short.advance(120);
      expect((await short.call('GET', '/customers/profile', { token })).status).toBe(200);
      short.advance(600);
      expect((await short.call('GET', '/customers/profile', { token })).status).toBe(401);
    } finally {
      await stopTestApi(short);
    }
  });

  it('records when the player confirmed legal age and the terms at registration', async () => {
    const phone = nextPhone();
    await api.call('POST', '/register/phone', { form: { phone, no_otp: '1', age_confirmed: '1' } });
    const otp = await api.call('POST', '/register/otp', { json: { phone, otp: '0000', bypass: true } });
    await api.call('POST', '/register/password', {
      token: otp.body.access_token,
      form: { password: 'Member123', password_confirmation: 'Member123' },
    });
    const token = await api.login(phone, 'Member123');
    expect((await protection(token)).age_confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const other = await registerMember(api, nextPhone());
    expect((await protection(other)).age_confirmed_at).toBeNull();
  });
});
