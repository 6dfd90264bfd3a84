import { GET as line } from '@/app/api/line/route';
import { POST as login } from '@/app/api/login/route';
import { GET as referral } from '@/app/api/customers/referral/route';
import { resetConfigForTests } from '@/lib/config';
import { resetSiteInfoForTests, siteInfo } from '@/lib/site-info';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

// Next's data cache exists only inside a Next server; here every call reads the upstream.
jest.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }));

/*
 * Spec §3 site info (name, line, referral prefix) read from the upstream, with SITE_NAME and
 * CONTACT_URL as fallbacks; spec §7 "a line-contact redirect path exists under the lobby api".
 */

const site = {
  name: 'คาสิโนทดสอบ',
  line: 'https://line.me/R/ti/p/@upstream-contact',
  referral: 'https://play.example.com/lobby/ref?id=',
};

let upstream: Awaited<ReturnType<typeof startLiveUpstream>> | undefined;
beforeEach(() => {
  resetSiteInfoForTests();
  // Each test starts its own upstream on a new port.
  resetConfigForTests();
  process.env.SITE_NAME = 'Env Name';
  process.env.CONTACT_URL = 'https://line.me/R/ti/p/@env-contact';
});
afterEach(async () => {
  await upstream?.stop();
  upstream = undefined;
  delete process.env.SITE_NAME;
  delete process.env.CONTACT_URL;
});

it("takes the name, contact link and referral prefix from the upstream's site info", async () => {
  upstream = await startLiveUpstream({ site });
  expect(await siteInfo()).toEqual({
    siteName: 'คาสิโนทดสอบ',
    contactUrl: 'https://line.me/R/ti/p/@upstream-contact',
    referralPrefix: 'https://play.example.com/lobby/ref?id=',
  });

  const redirect = await line();
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('location')).toBe('https://line.me/R/ti/p/@upstream-contact');

  const cookie = sessionCookieOf(
    await login(bffRequest('/login', { body: { phone: '0812345678', password: 'Demo1234' } })),
  );
  const res = await referral(bffRequest('/customers/referral?date=2026-01-02', { cookie }));
  expect(res.status).toBe(200);
  const view = (await res.json()) as { referralKey: string; referralLink: string };
  expect(view.referralLink).toBe(`https://play.example.com/lobby/ref?id=${view.referralKey}`);
});

it('falls back to SITE_NAME and CONTACT_URL when the upstream cannot be reached', async () => {
  upstream = await startLiveUpstream({ site });
  await upstream.stop();
  upstream = undefined;
  expect(await siteInfo()).toEqual({
    siteName: 'Env Name',
    contactUrl: 'https://line.me/R/ti/p/@env-contact',
    referralPrefix: null,
  });
  expect((await line()).headers.get('location')).toBe('https://line.me/R/ti/p/@env-contact');
});

it('never redirects to a contact link that is not http(s), whatever the upstream says', async () => {
  upstream = await startLiveUpstream({ site: { ...site, line: 'javascript:alert(1)', name: '  ' } });
  const info = await siteInfo();
  expect(info.referralPrefix).toBe(site.referral);
  expect(info.contactUrl).toBe('https://line.me/R/ti/p/@env-contact');
  expect(info.siteName).toBe('Env Name');
  expect((await line()).headers.get('location')).toBe('https://line.me/R/ti/p/@env-contact');
});
