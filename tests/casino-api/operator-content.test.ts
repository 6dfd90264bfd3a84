import { demo, expectContract, operatorKey, startTestApi, stopTestApi, type TestApi } from './helpers';

/* Operator API (docs/architecture.md §6): promotions, events and announcements as staff edit them. */

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

const publicPromotions = async () =>
  expectContract('promotions', (await api.call('GET', '/promotions')).body).data;
const profile = async () =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body).data;

/** The operator API also takes form bodies, as the member API does. */
async function operatorForm(method: string, path: string, form: Record<string, string>) {
  const res = await fetch(`${api.origin}/operator${path}`, {
    method,
    headers: { 'x-operator-key': operatorKey, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: await res.json() };
}

describe('promotions', () => {
  let id: string;

  it('creates a promotion that guests see and a member can deposit with', async () => {
    const created = await api.operator('POST', '/promotions', {
      name: 'สงกรานต์ รับ 20%',
      bonus_percent: 20,
      bonus_max: '150',
      deposit_max: '2000',
      turnover: 2,
      turnover_max: '2500',
      eligibility: 'any',
      sort: 9,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'สงกรานต์ รับ 20%',
      bonus_percent: '20',
      bonus_max: '150.00',
      bonus_fixed: '0.00',
      deposit_max: '2000.00',
      turnover: '2',
      turnover_max: '2500.00',
      active: true,
    });
    id = created.body.data.id;
    expect((await publicPromotions()).at(-1)).toMatchObject({ id, name: 'สงกรานต์ รับ 20%' });

    const over = await api.call('POST', '/requests/deposit/prepare', {
      token,
      form: { amount: '2000.01', promotion_id: id },
    });
    expect(over.body.errors.amount).toEqual(['ยอดฝากสูงสุดสำหรับโปรโมชั่นนี้คือ 2000.00 บาท']);
    const { data } = expectContract(
      'depositPrepare',
      (
        await api.call('POST', '/requests/deposit/prepare', {
          token,
          form: { amount: '1000', promotion_id: id },
        })
      ).body,
    );
    await api.operator('POST', `/requests/${data.id}/approve`);
    const after = await profile();
    expect(after.completed_requests[0]).toMatchObject({ id: data.id, bonus: '150.00' }); // min(20% of 1000, 150)
    expect(after.current_promotion).toMatchObject({ turnover_needed: '2300.00' }); // (1000 + 150) × 2, under the 2500 cap
  });

  it('edits a promotion, form-encoded too, and hides it when inactive', async () => {
    const renamed = await operatorForm('PATCH', `/promotions/${id}`, {
      name: 'สงกรานต์ 25%',
      bonus_percent: '25',
      bonus_max: '',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'สงกรานต์ 25%',
      bonus_percent: '25',
      bonus_max: null,
      deposit_max: '2000.00',
    });
    expect((await api.operator('PATCH', `/promotions/${id}`, { active: false })).body.data.active).toBe(
      false,
    );
    expect((await publicPromotions()).map((p) => p.id)).not.toContain(id);
  });

  it('answers bad bodies with Thai field errors and unknown ids with 404', async () => {
    const bad = await api.operator('POST', '/promotions', {
      name: ' ',
      bonus_max: '1e3',
      eligibility: 'vip',
      turnover: -1,
      admin: true,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'admin',
      'bonus_max',
      'eligibility',
      'name',
      'turnover',
    ]);
    expect(bad.body.errors.bonus_max).toEqual(['จำนวนเงินไม่ถูกต้อง']);
    expect(bad.body.errors.eligibility).toEqual(['เงื่อนไขการรับโปรโมชั่นไม่ถูกต้อง']);
    expect((await api.operator('PATCH', `/promotions/${id}`, {})).status).toBe(422);
    expect((await api.operator('PATCH', '/promotions/999999', { sort: 1 })).body).toEqual({
      message: 'ไม่พบข้อมูล',
    });
    expect((await api.operator('PATCH', '/promotions/abc', { sort: 1 })).status).toBe(404);
  });
});

describe('events', () => {
  it('creates an event members can claim and edits it away', async () => {
    const created = await operatorForm('POST', '/events', { name: 'โบนัสลอยกระทง', bonus: '30' });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect((await profile()).events).toContainEqual({
      id,
      name: 'โบนัสลอยกระทง',
      bonus: '30.00',
      activated: false,
    });
    const edited = await api.operator('PATCH', `/events/${id}`, { bonus: '45.50', name: 'โบนัสลอยกระทง 2' });
    expect(edited.body.data).toMatchObject({ id, name: 'โบนัสลอยกระทง 2', bonus: '45.50', active: true });
    expect(
      expectContract('getBonus', (await api.call('POST', `/customers/get-bonus/${id}`, { token })).body)
        .success,
    ).toBe(true);
    await api.operator('PATCH', `/events/${id}`, { active: 'false' });
    expect((await profile()).events.map((e) => e.id)).not.toContain(id);
    expect((await api.operator('POST', '/events', { name: 'x', bonus: '-1' })).body.errors.bonus).toEqual([
      'จำนวนเงินไม่ถูกต้อง',
    ]);
  });
});

describe('announcements', () => {
  it('edits the announcement guests read, 404 for an unknown one', async () => {
    const edited = await api.operator('PATCH', '/announcements/1', {
      content: 'ปิดปรับปรุงระบบ 02:00-03:00 น.',
      active: 2,
    });
    expect(edited.body.data).toMatchObject({ id: 1, content: 'ปิดปรับปรุงระบบ 02:00-03:00 น.', active: 2 });
    expect(expectContract('notification', (await api.call('GET', '/notification')).body)[0]).toMatchObject({
      active: 2,
      content: 'ปิดปรับปรุงระบบ 02:00-03:00 น.',
    });
    expect((await api.operator('PATCH', '/announcements/1', { active: 3 })).status).toBe(422);
    expect((await api.operator('PATCH', '/announcements/424242', { active: 1 })).status).toBe(404);
  });

  it('keeps every new route behind the operator key', async () => {
    for (const [method, path] of [
      ['POST', '/promotions'],
      ['PATCH', '/promotions/1'],
      ['POST', '/events'],
      ['PATCH', '/events/1'],
      ['PATCH', '/announcements/1'],
    ]) {
      const res = await fetch(`${api.origin}/operator${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{"name":"x"}',
      });
      expect(res.status).toBe(401);
    }
  });
});
