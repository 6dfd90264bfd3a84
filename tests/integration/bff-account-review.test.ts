import { GET as review, POST as dismiss } from '@/app/api/protection/account-review/route';
import { POST as login } from '@/app/api/login/route';
import { resetConfigForTests } from '@/lib/config';
import type { AccountReviewView } from '@/lib/protection/view';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';
import { startSpecOnlyUpstream, type SpecOnlyUpstream } from './support/spec-only-upstream';

/*
 * The periodic account review through the BFF (docs/player-protection.md): the reference API's figures in
 * satang, a dismissal with a chosen interval, an interval it does not offer refused before the upstream,
 * and from an upstream without the optional extension no review at all — never an error.
 */

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
let specOnly: SpecOnlyUpstream;
let cookie: string;

const useUpstream = (url: string) => {
  process.env.CASINO_API_URL = url;
  resetConfigForTests();
};

beforeAll(async () => {
  upstream = await startLiveUpstream();
  specOnly = await startSpecOnlyUpstream(upstream.api.url);
  useUpstream(upstream.api.url);
  cookie = sessionCookieOf(
    await login(bffRequest('/login', { body: { phone: '0812345678', password: 'Demo1234' } })),
  );
});
afterAll(async () => {
  await specOnly.close();
  await upstream.stop();
});

const read = async () => {
  const res = await review(bffRequest('/protection/account-review', { cookie }));
  return { status: res.status, body: (await res.json()) as AccountReviewView | null };
};

describe('with the account-review extension (reference API)', () => {
  beforeAll(() => useUpstream(upstream.api.url));

  it('gives the period’s figures in satang and whether anything is due', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body).toMatchObject({ due: false, everyMonths: 6, limitPromptDue: false });
    expect(body?.from).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body?.totals.netSatang).toBe(body!.totals.withdrawalsSatang - body!.totals.depositsSatang);
  });

  it('records a chosen interval, and refuses one it does not offer before the upstream', async () => {
    const ok = await dismiss(bffRequest('/protection/account-review', { cookie, body: { every_months: 3 } }));
    expect(ok.status).toBe(200);
    expect((await read()).body?.everyMonths).toBe(3);
    const bad = await dismiss(
      bffRequest('/protection/account-review', { cookie, body: { every_months: 12 } }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fieldErrors: { every_months: ['required'] } });
    expect((await read()).body?.everyMonths).toBe(3);
  });
});

describe('without the extension (an upstream built to spec §7)', () => {
  beforeAll(() => useUpstream(specOnly.url));

  it('answers no review rather than an error', async () => {
    expect(await read()).toEqual({ status: 200, body: null });
    expect(specOnly.refused).toContain('GET /api/customers/protection/account-review');
  });
});
