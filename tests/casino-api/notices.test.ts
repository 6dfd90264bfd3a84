import { demo, expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * Account notices (casino-api/README.md, an extension beyond spec §7): each money event staff or the
 * expiry job settle, and a password change, leave the member a notice with the amount and the reason,
 * newest first, unread until the member reads up to it.
 */

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await registerMember(api, '0861237001');
});
afterAll(() => stopTestApi(api));

const notices = async (t = token) => {
  const res = await api.call('GET', '/customers/notices', { token: t });
  expect(res.status).toBe(200);
  return expectContract('notices', res.body);
};

async function depositApproved(amount: string, promotionId?: string, t = token) {
  const form: Record<string, string> = { amount };
  if (promotionId) form.promotion_id = promotionId;
  const res = await api.call('POST', '/requests/deposit/prepare', { token: t, form });
  expect(res.status).toBe(200);
  const { id } = expectContract('depositPrepare', res.body).data!;
  expect((await api.operator('POST', `/requests/${id}/approve`)).status).toBe(200);
  return id;
}

async function withdraw(amount: string) {
  const res = await api.call('POST', '/requests/withdraw', {
    token,
    form: { phone: '0861237001', amount },
  });
  expect(res.status).toBe(200);
  return expectContract('withdraw', res.body).data!.id;
}

describe('account notices', () => {
  it('starts empty for a new member', async () => {
    expect(await notices()).toEqual({ data: [], unread: 0 });
  });

  it("tells a credited deposit with the promotion's bonus", async () => {
    const newcomer = await registerMember(api, '0861237003');
    const profile = (await api.call('GET', '/customers/profile', { token: newcomer })).body;
    const welcome = expectContract('profile', profile).data.promotions[0]!;
    const deposit = await depositApproved('500', welcome.id, newcomer);
    const { data, unread } = await notices(newcomer);
    expect(unread).toBe(1);
    expect(data).toEqual([
      expect.objectContaining({ kind: 'deposit_credited', amount: '500.00', request_id: deposit }),
    ]);
    expect(Number(data[0]!.bonus)).toBeGreaterThan(0);
  });

  it('tells a credited deposit, a paid, a refused and a lapsed withdrawal, newest first', async () => {
    const deposit = await depositApproved('500');
    const paid = await withdraw('1');
    await api.operator('POST', `/requests/${paid}/approve`);
    const refused = await withdraw('2');
    await api.operator('POST', `/requests/${refused}/reject`, { cause: 'บัญชีปลายทางไม่ถูกต้อง' });
    const lapsed = await withdraw('3');
    api.advance(30 * 60);

    const { data, unread } = await notices();
    expect(unread).toBe(4);
    expect(data.map((n) => [n.kind, n.amount, n.request_id, n.reason ?? null, n.read])).toEqual([
      ['withdraw_lapsed', '3.00', lapsed, null, false],
      ['withdraw_refused', '2.00', refused, 'บัญชีปลายทางไม่ถูกต้อง', false],
      ['withdraw_paid', '1.00', paid, null, false],
      ['deposit_credited', '500.00', deposit, null, false],
    ]);
    expect(data[3]!.bonus ?? null).toBeNull();
    expect(data[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('marks read up to the newest the member saw, leaving later ones unread', async () => {
    const [newest] = (await notices()).data;
    const later = await withdraw('4');
    await api.operator('POST', `/requests/${later}/reject`, { cause: 'ยอดเงินไม่ตรง' });
    const res = await api.call('POST', '/customers/notices/read', { token, form: { up_to: newest!.id } });
    expect(expectContract('readNotices', res.body)).toEqual({ success: true, unread: 1 });
    const after = await notices();
    expect(after.unread).toBe(1);
    expect(after.data.map((n) => n.read)).toEqual([false, true, true, true, true]);
  });

  it("keeps members apart: another member neither sees nor marks this one's notices", async () => {
    const other = await registerMember(api, '0861237002');
    expect((await notices(other)).data).toEqual([]);
    const [newest] = (await notices()).data;
    await api.call('POST', '/customers/notices/read', { token: other, form: { up_to: newest!.id } });
    expect((await notices()).unread).toBe(1);
    expect((await api.call('GET', '/customers/notices')).status).toBe(401);
  });

  it('tells the member their password was changed', async () => {
    const member = await api.login(demo.phone, demo.password);
    const res = await api.call('POST', '/customers/update-password', {
      token: member,
      form: { old_password: demo.password, password: 'Demo5678', password_confirmation: 'Demo5678' },
    });
    expect(res.status).toBe(200);
    const again = await api.login(demo.phone, 'Demo5678');
    const [newest] = (await notices(again)).data;
    expect(newest).toMatchObject({ kind: 'password_changed', amount: null, read: false });
  });
});

describe('a change of the member’s limits', () => {
  const kinds = async (t: string) => (await notices(t)).data.map((n) => n.kind);

  it('is told to the member’s devices once per change, not for a save that changes nothing', async () => {
    const member = await registerMember(api, '0861237021');
    const limits = (path: string, form: Record<string, string>) =>
      api.call('POST', `/customers/protection/${path}`, { token: member, form });
    expect((await limits('deposit-limits', { day: '1000' })).status).toBe(200);
    expect(await kinds(member)).toEqual(['limits_changed']);
    // the same day limit again: nothing changed, nothing to tell
    expect((await limits('deposit-limits', { day: '1000' })).status).toBe(200);
    expect(await kinds(member)).toEqual(['limits_changed']);
    // a raise waits 24 hours, but the request itself is news
    expect((await limits('deposit-limits', { day: '2000' })).status).toBe(200);
    expect(await kinds(member)).toEqual(['limits_changed', 'limits_changed']);
    expect((await limits('play-limits', { session_minutes: '60' })).status).toBe(200);
    expect(await kinds(member)).toHaveLength(3);
    expect((await limits('play-limits', { session_minutes: '60' })).status).toBe(200);
    expect(await kinds(member)).toHaveLength(3);
  });
});
