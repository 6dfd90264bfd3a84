import { NextRequest } from 'next/server';
import { GET as trialGame } from '@/app/api/trial-game/[a]/[b]/route';
import { GET as demoGet, OPTIONS as demoOptions, POST as demoPost } from '@/app/demo-game/[...path]/route';
import { resetConfigForTests } from '@/lib/config';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { bffRequest, startLiveUpstream } from './live-upstream';

/*
 * The embedded demo game under the site's path (lib/security/game-frame.ts): a trial launch answers a
 * site path instead of the API's loopback address, and app/demo-game passes the page, its fonts and
 * its spins to the embedded API, and nothing else.
 */
let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  upstream = await startLiveUpstream();
  resetConfigForTests();
  await resetRateLimits();
});
afterAll(() => upstream.stop());

const SITE = 'http://192.168.1.20:3000';
const demo = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) => new NextRequest(`${SITE}${path}`, init);
const ctx = (path: string[]) => ({ params: Promise.resolve({ path }) });

async function launchTrial(): Promise<string> {
  const res = await trialGame(bffRequest('/trial-game/siamreels/lucky-tiger'), {
    params: Promise.resolve({ a: 'siamreels', b: 'lucky-tiger' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

it('launches a trial game at a site path that serves the game page', async () => {
  const url = await launchTrial();
  expect(url).toMatch(
    /^\/lobby\/demo-game\/play\/siamreels\/lucky-tiger\?session=[A-Za-z0-9_-]{16,}&trial=1$/,
  );
  const parsed = new URL(url, SITE);
  const [provider, code] = parsed.pathname.split('/').slice(-2);
  const page = await demoGet(demo(url), ctx(['play', provider!, code!]));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*connect-src 'self'/);
  expect(await page.text()).toContain('เงินทดลอง');
});

it('passes a spin with the game session token and answers the sandboxed frame with CORS', async () => {
  const session = new URL(await launchTrial(), SITE).searchParams.get('session')!;
  const preflight = await demoOptions(demo('/lobby/demo-game/spin', { method: 'OPTIONS' }), ctx(['spin']));
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  const spin = await demoPost(
    demo('/lobby/demo-game/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}`, origin: 'null' },
      body: JSON.stringify({ bet: '1.00' }),
    }),
    ctx(['spin']),
  );
  expect(spin.status).toBe(200);
  expect(spin.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await spin.json()) as { bet: string; reels: string[] };
  expect(body.bet).toBe('1.00');
  expect(body.reels).toHaveLength(3);
  // no token, no spin
  const anonymous = await demoPost(
    demo('/lobby/demo-game/spin', {
      method: 'POST',
      headers: { origin: 'null' },
      body: JSON.stringify({ bet: '1.00' }),
    }),
    ctx(['spin']),
  );
  expect(anonymous.status).toBe(401);
});

// docs/security.md, demo game proxy: anyone can reach this path, signed in or not
describe('the spin, open to anyone, is bounded', () => {
  const spin = (headers: Record<string, string>, body: BodyInit = JSON.stringify({ bet: '1.00' })) =>
    demoPost(
      new NextRequest(
        new Request(`${SITE}/lobby/demo-game/spin`, {
          method: 'POST',
          headers: { host: '192.168.1.20:3000', 'content-type': 'application/json', ...headers },
          body,
          duplex: 'half',
        } as RequestInit),
      ),
      ctx(['spin']),
    );

  it('refuses a spin from another site or from no page at all', async () => {
    expect((await spin({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await spin({})).status).toBe(403);
    // the site's own pages and the sandboxed frame pass on to the game's own check (the token)
    expect((await spin({ origin: SITE })).status).toBe(401);
    expect((await spin({ origin: 'null' })).status).toBe(401);
  });

  it('gives up a 64 MB chunked body after little more than 1 KB, without buffering it', async () => {
    const chunk = new Uint8Array(8 * 1024).fill(0x20);
    const stats = { pulled: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (stats.pulled >= 64 * 1024 * 1024) return controller.close();
        stats.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        stats.cancelled = true;
      },
    });
    const res = await spin({ origin: 'null', 'transfer-encoding': 'chunked' }, stream);
    expect(res.status).toBe(413);
    expect(stats.pulled).toBeLessThan(256 * 1024);
    // the cancel travels to the source a tick after the answer
    await new Promise((r) => setTimeout(r, 50));
    expect(stats.cancelled).toBe(true);
  });

  it('is off in production unless DEMO_GAME_PROXY says so, and launches then keep the upstream URL', async () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, DEMO: process.env.DEMO };
    Object.assign(process.env, { NODE_ENV: 'production', DEMO: 'false' });
    try {
      expect((await spin({ origin: 'null' })).status).toBe(404);
      expect(await launchTrial()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo\/play\/siamreels\/lucky-tiger\?/);
      process.env.DEMO_GAME_PROXY = 'true';
      expect((await spin({ origin: 'null' })).status).toBe(401);
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      delete process.env.DEMO_GAME_PROXY;
    }
  });
});

it("serves the page's Thai font", async () => {
  const font = await demoGet(
    demo('/lobby/demo-game/fonts/sarabun-thai-400-normal.woff2'),
    ctx(['fonts', 'sarabun-thai-400-normal.woff2']),
  );
  expect(font.status).toBe(200);
  expect(font.headers.get('content-type')).toBe('font/woff2');
  expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(1000);
});

it('reaches nothing else of the upstream', async () => {
  for (const path of [
    ['customers', 'profile'],
    ['play', 'demo'],
    ['fonts', '..%2Fpackage.json'],
    ['spin', 'x'],
  ])
    expect((await demoGet(demo(`/lobby/demo-game/${path.join('/')}`), ctx(path))).status).toBe(404);
  expect(
    (
      await demoPost(
        demo('/lobby/demo-game/play/demo/slot-1', { method: 'POST' }),
        ctx(['play', 'demo', 'slot-1']),
      )
    ).status,
  ).toBe(404);
});

it("serves nothing when the upstream is an operator's", async () => {
  const embedded = process.env.CASINO_API_URL;
  process.env.CASINO_API_URL = 'https://api.operator.example';
  resetConfigForTests();
  try {
    const res = await demoGet(
      demo('/lobby/demo-game/play/demo/slot-1?session=x'),
      ctx(['play', 'demo', 'slot-1']),
    );
    expect(res.status).toBe(404);
  } finally {
    process.env.CASINO_API_URL = embedded;
    resetConfigForTests();
  }
});
