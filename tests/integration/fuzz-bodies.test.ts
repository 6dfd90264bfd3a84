import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { errorCodes } from '@/lib/errors';
import { log } from '@/lib/log';
import { badRequests, type BadRequest } from './support/bad-bodies';
import { allAccessCookie, bffRoutes, callRoute, type BffRoute } from './support/bff-routes';
import { startFaultUpstream, type FaultUpstream } from './support/fault-upstream';

/*
 * Fuzz (docs/security.md): at least 1,000 generated bad bodies for every POST route under app/api — wrong
 * types, missing and extra keys, __proto__, huge strings, unicode tricks, Number()-fooling amounts,
 * non-JSON, wrong content types, oversized bodies, cross-site posts. Each must get a 400, 403, 413
 * or 415 quickly, and nothing may reach the upstream: the stand-in counts every request it gets.
 * The caller holds a session every route accepts, so only input checks stand in the way.
 */

const BODIES_PER_ROUTE = 1000;
const REFUSALS = [400, 403, 413, 415];
/** Far above the few milliseconds a refusal takes; only a hang reaches it. */
const HANG_MS = 5000;
const ORIGIN = 'http://localhost:3000';

let upstream: FaultUpstream;
beforeAll(async () => {
  upstream = await startFaultUpstream({ slowMs: 10_000 });
  await upstream.setMode('error500');
  process.env.CASINO_API_URL = upstream.url;
  process.env.SESSION_SECRET = 'integration-test-secret-of-at-least-32-chars';
  log.level = 'silent';
});
afterAll(() => upstream.close());

const postRoutes = bffRoutes.filter((r) => r.method === 'POST');
/** Login takes any non-empty password (old accounts predate the rules); the other forms set new ones. */
const loginPasswordBad = ['', 'x'.repeat(65), 12345678];

function request(route: BffRoute, bad: BadRequest, cookie: string): NextRequest {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    cookie,
    ...bad.headers,
  };
  if (route.idempotent) headers['idempotency-key'] = randomUUID();
  return new NextRequest(`${ORIGIN}/lobby/api${route.path}`, { method: 'POST', headers, body: bad.text });
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

let sent = 0;

describe('every BFF route is in the security suites', () => {
  it('the route table lists every route.ts under app/api', () => {
    const root = path.join(process.cwd(), 'app', 'api');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => path.basename(f) === 'route.ts')
      .map((f) => path.dirname(f).split(path.sep).join('/'))
      .sort();
    expect([...new Set(bffRoutes.map((r) => r.file))].sort()).toEqual(files);
  });
});

describe.each(postRoutes.map((r) => [r.path, r]))('fuzz POST %s', (_, route) => {
  it(`refuses ${BODIES_PER_ROUTE} bad bodies with 400/403/413/415 and calls no upstream`, async () => {
    upstream.calls.length = 0;
    const cookie = await allAccessCookie('0812345678');
    const bads = badRequests(
      route.body ?? {},
      BODIES_PER_ROUTE,
      seedOf(route.file),
      // login and the step-up proof take any non-empty password (the account's own, however old)
      route.path === '/login' || route.path === '/step-up' ? { password: loginPasswordBad } : {},
    );
    const failures: string[] = [];
    for (const bad of bads) {
      const answer = await Promise.race([
        callRoute(route, request(route, bad, cookie)),
        new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), HANG_MS).unref()),
      ]);
      sent += 1;
      if (answer === 'hang') {
        failures.push(`hang: ${bad.family}: ${bad.text.slice(0, 120)}`);
        continue;
      }
      const body = (await answer.json()) as { code?: string };
      if (!REFUSALS.includes(answer.status) || !body.code || !(body.code in errorCodes)) {
        failures.push(
          `${answer.status} ${body.code}: ${bad.family}: ${JSON.stringify(bad.headers)} ${bad.text.slice(0, 120)}`,
        );
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(upstream.calls).toEqual([]);
  });
});

describe('fuzz totals', () => {
  it(`sent ${BODIES_PER_ROUTE} bad bodies to each of the ${postRoutes.length} POST routes`, () => {
    expect(sent).toBe(BODIES_PER_ROUTE * postRoutes.length);
  });
});
