/** @jest-environment node */
import { NextRequest } from 'next/server';

// docs/security.md, cookies: in production every cookie the site sets carries Secure, the ones proxy.ts
// sets too (the language choice, the referral key, the ad click id); over the demo's plain http none can.

type Proxy = (req: NextRequest) => Response;

function loadProxy(env: Record<string, string | undefined>): Proxy {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  let proxy: Proxy | undefined;
  try {
    jest.isolateModules(() => {
      proxy = (jest.requireActual('@/proxy') as { default: Proxy }).default;
    });
  } finally {
    process.env = saved;
  }
  return proxy!;
}

const request = (path: string) =>
  new NextRequest(`https://lobby.example.com${path}`, { nextConfig: { basePath: '/lobby' } });

const cookiesOf = (res: Response) => res.headers.getSetCookie();

describe('in production', () => {
  const proxy = loadProxy({ NODE_ENV: 'production', DEMO: undefined, COOKIE_SECURE: undefined });

  it('sets the language cookie Secure', () => {
    const cookies = cookiesOf(proxy(request('/lobby/en')));
    expect(cookies.find((c) => c.startsWith('NEXT_LOCALE=en'))).toMatch(/;\s*secure/i);
  });

  it('sets the referral and click-id cookies of a marketing link Secure', () => {
    const cookies = cookiesOf(proxy(request('/lobby/ref?id=ABC123&click_id=xyz789')));
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['adskeeper', 'ck-refferal']);
    for (const c of cookies) expect(c).toMatch(/;\s*secure/i);
  });
});

describe('in the plain-http demo', () => {
  const proxy = loadProxy({ NODE_ENV: 'production', DEMO: 'true', COOKIE_SECURE: undefined });

  it('leaves Secure off, or the browser would drop the cookies', () => {
    const cookies = [
      ...cookiesOf(proxy(request('/lobby/en'))),
      ...cookiesOf(proxy(request('/lobby/ref?id=ABC123&click_id=xyz789'))),
    ];
    expect(cookies.length).toBe(3);
    for (const c of cookies) expect(c).not.toMatch(/;\s*secure/i);
  });
});
