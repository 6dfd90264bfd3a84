import { toSatang } from '../../lib/casino/contract-money';
import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

const profile = async (t = token) =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token: t })).body).data;
const credit = async (t = token) => (await profile(t)).games[0]?.credit;

describe('deposits (spec §4)', () => {
  it('creates one pending deposit, refuses a second and lets the member cancel', async () => {
    const res = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount: '300' } });
    expect(res.status).toBe(200);
    const { data } = expectContract('depositPrepare', res.body);
    expect(data).toMatchObject({ type: 'deposit', amount: '300.00', qr_code: null });
    expect((await profile()).pending_request?.id).toBe(data.id);

    const second = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount: '100' } });
    expect(second.status).toBe(422);
    expect(second.body.errors.error).toEqual(['มีรายการที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้น']);

    const cancel = await api.call('POST', `/requests/deposit/${data.id}/cancel`, { token });
    expect(expectContract('depositCancel', cancel.body)).toEqual({ success: true, errors: [] });
    const after = await profile();
    expect(after.pending_request).toBeNull();
    expect(after.completed_requests[0]).toMatchObject({
      id: data.id,
      status: 'cancelled',
      deleted_cause: 'ยกเลิกโดยลูกค้า',
    });
    expect((await api.call('POST', `/requests/deposit/${data.id}/cancel`, { token })).status).toBe(422);
  });

  it('states the single-deposit bounds on the profile and refuses amounts outside them on the amount field', async () => {
    // the operator's defaults (casino-api/config.ts): 100 to 100,000 baht a deposit
    expect(await profile()).toMatchObject({ deposit_min: '100.00', deposit_max: '100000.00' });
    const low = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount: '99.99' } });
    expect(low.status).toBe(422);
    expect(low.body.errors).toEqual({ amount: ['ยอดฝากขั้นต่ำ 100.00 บาท'] });
    const high = await api.call('POST', '/requests/deposit/payment-gateway', {
      token,
      form: { amount: '100000.01' },
    });
    expect(high.status).toBe(422);
    expect(high.body.errors).toEqual({ amount: ['ฝากได้สูงสุดครั้งละ 100000.00 บาท'] });
    expect((await profile()).pending_request).toBeNull();
    const edge = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount: '100' } });
    expect(edge.status).toBe(200);
    await api.call(
      'POST',
      `/requests/deposit/${expectContract('depositPrepare', edge.body).data.id}/cancel`,
      {
        token,
      },
    );
  });

  it('gives a PromptPay QR image for the payment gateway and expires it after 15 minutes', async () => {
    const res = await api.call('POST', '/requests/deposit/payment-gateway', {
      token,
      json: { amount: 150.5 },
    });
    const { data } = expectContract('depositPaymentGateway', res.body);
    expect(data.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const row = await api.db
      .selectFrom('requests')
      .select('qr_payload')
      .where('id', '=', Number(data.id))
      .executeTakeFirstOrThrow();
    expect(row.qr_payload).toMatch(/^000201010212.*5406150\.506304[0-9A-F]{4}$/);
    api.advance(15 * 60);
    const after = await profile();
    expect(after.pending_request).toBeNull();
    expect(after.completed_requests[0]).toMatchObject({
      id: data.id,
      status: 'cancelled',
      deleted_cause: 'หมดเวลาทำรายการฝากเงิน',
    });
  });

  it('credits an approved deposit with its promotion bonus and turnover', async () => {
    const res = await api.call('POST', '/requests/deposit/prepare', {
      token,
      form: { amount: '1000', promotion_id: '2' },
    });
    const { data } = expectContract('depositPrepare', res.body);
    const approve = await api.operator('POST', `/requests/${data.id}/approve`);
    expect(approve.body).toEqual({ success: true, status: 'approved' });
    const after = await profile();
    expect(after.games[0]?.credit).toBe('2350.00'); // 1250 + 1000 + 10% bonus
    expect(after.current_promotion).toMatchObject({
      name: 'ฝากแรกของวัน 10%',
      turnover: '0.00',
      turnover_needed: '3300.00',
    });
    expect(after.completed_requests[0]).toMatchObject({ id: data.id, status: 'completed', bonus: '100.00' });
    expect(Object.values(after.promotion_ids)).not.toContain('ฝากแรกของวัน 10%');
    // while its turnover runs no other promotion can start, and the profile says so for each
    expect(after.promotions).toEqual([]);
    expect(after.promotions_unavailable?.map((p) => [p.name, p.reason])).toEqual([
      ['สมาชิกใหม่ รับโบนัส 50%', 'ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ'],
      ['ฝากแรกของวัน 10%', 'ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ'],
      ['รับฟรี 100 บาท', 'ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ'],
    ]);
  });

  it('refuses a promotion the member may not choose and amounts over its limit', async () => {
    const used = await api.call('POST', '/requests/deposit/prepare', {
      token,
      form: { amount: '100', promotion_id: '1' },
    });
    expect(used.status).toBe(422);
    // the refusal is the reason the profile gave for this promotion
    const reasons = Object.fromEntries(
      ((await profile()).promotions_unavailable ?? []).map((p) => [p.id, p.reason]),
    );
    expect(used.body.errors.error).toEqual([reasons['1']]);
    const newcomer = await api.login(demo.newcomer, demo.password);
    const noBank = await api.call('POST', '/requests/deposit/prepare', {
      token: newcomer,
      form: { amount: '100' },
    });
    expect(noBank.body.errors.error).toEqual(['กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการ']);
    const bad = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount: '1e3' } });
    expect(bad.body.errors.amount).toEqual(['จำนวนเงินไม่ถูกต้อง']);
  });
});

describe('withdrawals (spec §4)', () => {
  it('tells a member who never deposited to try later', async () => {
    const newcomer = await api.login(demo.newcomer, demo.password);
    const res = await api.call('POST', '/requests/withdraw', {
      token: newcomer,
      form: { phone: demo.newcomer, amount: '10' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toEqual(['ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ในภายหลัง']);
  });

  it('refuses while the promotion turnover is incomplete, then holds and refunds on rejection', async () => {
    const blocked = await api.call('POST', '/requests/withdraw', {
      token,
      form: { phone: demo.phone, amount: '100' },
    });
    expect(blocked.body.errors.amount).toEqual(['ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น']);
    for (const bet of ['2000', '1300']) {
      expect((await api.operator('POST', '/rounds', { phone: demo.phone, bet, win: bet })).status).toBe(200);
    }
    expect((await profile()).current_promotion?.turnover).toBe('3300.00');

    const res = await api.call('POST', '/requests/withdraw', {
      token,
      form: { phone: demo.phone, amount: '350' },
    });
    const { data } = expectContract('withdraw', res.body);
    expect(await credit()).toBe('2000.00');
    await api.operator('POST', `/requests/${data!.id}/reject`, { cause: 'บัญชีปลายทางไม่ถูกต้อง' });
    const after = await profile();
    expect(after.games[0]?.credit).toBe('2350.00');
    expect(after.completed_requests[0]).toMatchObject({
      type: 'withdraw',
      status: 'rejected',
      deleted_cause: 'บัญชีปลายทางไม่ถูกต้อง',
    });
  });

  it('never overdraws under 50 concurrent requests', async () => {
    const before = toSatang((await credit())!);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.call('POST', '/requests/withdraw', { token, form: { phone: demo.phone, amount: '2000' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    const after = toSatang((await credit())!);
    expect(after).toBe(before - 200_000);
    expect(after).toBeGreaterThanOrEqual(0);
  });

  it('refuses more than the credit', async () => {
    const pending = (await profile()).pending_request;
    await api.operator('POST', `/requests/${pending!.id}/approve`);
    const res = await api.call('POST', '/requests/withdraw', {
      token,
      form: { phone: demo.phone, amount: '999999' },
    });
    expect(res.body.errors.amount).toEqual(['ยอดเงินในบัญชีไม่เพียงพอ']);
  });
});
