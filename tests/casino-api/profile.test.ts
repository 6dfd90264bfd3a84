import { contract } from '../../lib/casino/contract';
import { toSatang } from '../../lib/casino/contract-money';
import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => stopTestApi(api));

async function profileOf(phone: string) {
  const token = await api.login(phone, demo.password);
  const res = await api.call('GET', '/customers/profile', { token });
  expect(res.status).toBe(200);
  return { raw: res.body.data, data: expectContract('profile', res.body).data };
}

async function ledgerSum(phone: string): Promise<number> {
  const rows = await api.db
    .selectFrom('ledger')
    .innerJoin('customers', 'customers.id', 'ledger.customer_id')
    .select('ledger.amount_satang')
    .where('customers.phone', '=', phone)
    .execute();
  return rows.reduce((sum, r) => sum + r.amount_satang, 0);
}

describe('GET /api/customers/profile (spec §3)', () => {
  it('sends every field of the profile schema', async () => {
    const { raw } = await profileOf(demo.phone);
    const fields = Object.keys(contract.profile.response.shape.data.shape);
    expect(Object.keys(raw).sort()).toEqual([...fields].sort());
  });

  it('shows the demo member with credit 1250.00, the sum of the ledger', async () => {
    const { data } = await profileOf(demo.phone);
    expect(data.games[0]?.credit).toBe('1250.00');
    expect(toSatang(data.games[0]!.credit)).toBe(await ledgerSum(demo.phone));
    expect(data).toMatchObject({
      phone: demo.phone,
      username: expect.stringMatching(/^LB\d{6}$/),
      bank: 'KBANK',
      account_number: '1234567890',
      name: 'สมชาย ใจดี',
      to_bank: 'SCB',
      to_account_number: '9876543210',
      to_name: 'บริษัท ลอบบี้ เดโม จำกัด',
      credit_checking: false,
      pending_request: null,
      current_promotion: null,
    });
    expect(data.completed_requests).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'completed', amount: '1000.00' }),
    ]);
    expect(data.events).toHaveLength(2);
    expect(data.events.every((e) => e.activated === false)).toBe(true);
  });

  it('offers a depositor only the promotions he may still choose', async () => {
    const { data } = await profileOf(demo.phone);
    expect(Object.values(data.promotion_ids)).toEqual(['ฝากแรกของวัน 10%', 'รับฟรี 100 บาท']);
    expect(data.promotions.map((p) => p.name)).toEqual(Object.values(data.promotion_ids));
  });

  it('lists the promotions a member cannot take now, each with the reason (extension)', async () => {
    const { data } = await profileOf(demo.phone);
    expect(data.promotions_unavailable).toEqual([
      {
        id: expect.any(String),
        name: 'สมาชิกใหม่ รับโบนัส 50%',
        names: { th: 'สมาชิกใหม่ รับโบนัส 50%', en: 'New members: 50% bonus', zh: '新会员 50% 奖金' },
        image_url: null,
        welcome: true,
        reason: 'สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น',
      },
    ]);
    const newcomer = await profileOf(demo.newcomer);
    expect(newcomer.data.promotions_unavailable).toEqual([]);
    expect(newcomer.data.promotions).toHaveLength(3);
  });

  it('marks the welcome bonus, the one only a member who never deposited may take (extension)', async () => {
    const newcomer = await profileOf(demo.newcomer);
    expect(newcomer.data.promotions.filter((p) => p.welcome).map((p) => p.name)).toEqual([
      'สมาชิกใหม่ รับโบนัส 50%',
    ]);
    expect(newcomer.data.promotions.filter((p) => !p.welcome)).toHaveLength(2);
  });

  it('shows a member who never deposited with no customer id, no bank and zero credit', async () => {
    const { data } = await profileOf(demo.newcomer);
    expect(data).toMatchObject({ username: null, bank: null, account_number: null, completed_requests: [] });
    expect(data.games).toEqual([{ credit: '0.00' }]);
    expect(Object.values(data.promotion_ids)).toContain('สมาชิกใหม่ รับโบนัส 50%');
  });
});

describe('public endpoints', () => {
  it('GET /api/notification lists the announcement', async () => {
    const res = await api.call('GET', '/notification');
    expect(res.status).toBe(200);
    const list = expectContract('notification', res.body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ active: 1, content: expect.stringContaining('ฝาก-ถอน') });
  });

  it('GET /api/promotions lists three promotions in baht', async () => {
    const res = await api.call('GET', '/promotions');
    const { data } = expectContract('promotions', res.body);
    expect(data.map((p) => p.name)).toEqual(['สมาชิกใหม่ รับโบนัส 50%', 'ฝากแรกของวัน 10%', 'รับฟรี 100 บาท']);
    expect(data[0]).toMatchObject({ bonus_percent: '50', bonus_max: '500.00', turnover: '5' });
    expect(data[2]).toMatchObject({ bonus_fixed: '100.00', turnover: '10' });
    // extension: no withdrawal cap and no end date, said outright
    expect(data.every((p) => p.withdraw_max === null && p.ends_at === null)).toBe(true);
  });

  it('GET /api/games lists the 24 demo games of three providers', async () => {
    const { data } = expectContract('games', (await api.call('GET', '/games')).body);
    expect(data).toHaveLength(24);
    expect(new Set(data.map((g) => g.provider))).toEqual(new Set(['siamreels', 'lotuslive', 'coralplay']));
  });

  it('GET /api/site-info gives name, line and referral prefix', async () => {
    const { data } = expectContract('siteInfo', (await api.call('GET', '/site-info')).body);
    expect(data).toEqual({
      name: 'Lobby Demo',
      line: 'https://line.me/R/ti/p/@lobbydemo',
      referral: 'http://localhost:3000/lobby/ref?id=',
    });
  });

  it('GET /api/affiliates/{key} finds the adviser, 404 otherwise', async () => {
    const res = await api.call('GET', '/affiliates/AFF001');
    expect(expectContract('affiliate', res.body).data).toEqual({
      affiliate_key: 'AFF001',
      username: 'adviser01',
      name: 'ที่ปรึกษา หนึ่ง',
      line: '@adviser01',
    });
    const missing = await api.call('GET', '/affiliates/NOPE');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'ไม่พบข้อมูล' });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await api.call('GET', '/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not Found' });
  });
});
