import { POST as registerPhone } from '@/app/api/register/phone/route';
import { bffRequest, startLiveUpstream } from './live-upstream';

/*
 * docs/player-protection.md: registration step 1 goes no further without the legal-age and policy
 * confirmation, and the reference Casino API records when the player gave it.
 */

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  upstream = await startLiveUpstream();
});
afterAll(() => upstream.stop());

const registration = (phone: string) =>
  upstream.api.db
    .selectFrom('registrations')
    .select('age_confirmed_at')
    .where('phone', '=', phone)
    .executeTakeFirst();

describe('register/phone age confirmation', () => {
  it.each([
    ['missing', { phone: '0861230001' }],
    ['false', { phone: '0861230002', age_confirmed: false }],
    ['a truthy string', { phone: '0861230003', age_confirmed: 'yes' }],
  ])('refuses a confirmation that is %s, before anything reaches the Casino API', async (_name, body) => {
    const res = await registerPhone(bffRequest('/register/phone', { body }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation',
      fieldErrors: { age_confirmed: ['ageRequired'] },
    });
    expect(await registration(body.phone)).toBeUndefined();
  });

  it('passes the confirmation on, and the Casino API records when it was given', async () => {
    const before = Date.now();
    const res = await registerPhone(
      bffRequest('/register/phone', { body: { phone: '0861230004', age_confirmed: true } }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ next: 'password' });
    const row = await registration('0861230004');
    expect(row?.age_confirmed_at).not.toBeNull();
    expect(new Date(row!.age_confirmed_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
