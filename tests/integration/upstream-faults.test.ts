import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh-CN.json';
import { errorCodes } from '@/lib/errors';
import { log } from '@/lib/log';
import { publicConfig } from '@/lib/config';
import { AFFILIATE_COOKIE } from '@/lib/marketing/cookies';
import { resetSiteInfoForTests } from '@/lib/site-info';
import { bffRoutes, allAccessCookie, callRoute, type BffRoute } from './support/bff-routes';
import {
  faultModes,
  RETRY_AFTER_SECONDS,
  startFaultUpstream,
  type FaultMode,
  type FaultUpstream,
} from './support/fault-upstream';
import { bffRequest } from './live-upstream';

/*
 * Upstream faults behind the BFF (docs/security.md): for every route and every fault — an upstream slower
 * than the timeout, a 500, an nginx 502 page, cut-off JSON, an answer of the wrong shape, a closed
 * port, a 429 with Retry-After — the member gets a mapped error code the site translates, within
 * the timeout: never a 5xx stack trace, never a hang.
 */

// Next's data cache exists only inside a Next server; here the site info is read from the faulty upstream.
jest.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }));

const TIMEOUT_MS = 300;
/** A loaded 2-core CI box: time on top of the upstream timeout before an answer counts as a hang. */
const SLACK_MS = 1500;

const expected: Record<FaultMode, { status: number; code: keyof typeof errorCodes }> = {
  slow: { status: 504, code: 'upstream_timeout' },
  error500: { status: 502, code: 'upstream_unavailable' },
  html502: { status: 502, code: 'upstream_unavailable' },
  truncatedJson: { status: 502, code: 'upstream_contract' },
  wrongSchema: { status: 502, code: 'upstream_contract' },
  refused: { status: 502, code: 'upstream_unavailable' },
  rateLimited: { status: 429, code: 'rate_limited' },
};

let upstream: FaultUpstream;
let dataDir: string;
beforeAll(async () => {
  upstream = await startFaultUpstream({ slowMs: 3000 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bff-faults-'));
  Object.assign(process.env, {
    CASINO_API_URL: upstream.url,
    SESSION_SECRET: 'integration-test-secret-of-at-least-32-chars',
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    DATA_DIR: dataDir,
  });
  // Every one of these answers is an upstream failure the pipeline logs; the report needs none of it.
  log.level = 'silent';
});
afterAll(async () => {
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One phone and one client address per call, so our own brute-force limits stay out of the way. */
let serial = 0;
async function send(route: BffRoute): Promise<{ res: Response; ms: number }> {
  serial += 1;
  const phone = `086${String(serial).padStart(7, '0')}`;
  // as the site's own pages and client send them
  const headers: Record<string, string> = {
    'x-lobby-peer-address': route.peer ?? `10.9.${serial >> 8}.${serial & 255}`,
    'sec-fetch-site': 'same-origin',
  };
  if (route.idempotent) headers['idempotency-key'] = randomUUID();
  const body = route.body && 'phone' in route.body ? { ...route.body, phone } : route.body;
  const req = bffRequest(route.path, {
    method: route.method,
    body,
    cookie: await allAccessCookie(phone, { registerOtpStep: route.registerOtpStep }),
    headers,
  });
  const started = performance.now();
  const res = await callRoute(route, req);
  return { res, ms: performance.now() - started };
}

const seenCodes = new Set<string>();
const count = { mapped: 0, other: 0 };

describe.each(faultModes.map((mode) => [mode]))('upstream fault: %s', (mode) => {
  beforeAll(() => upstream.setMode(mode));

  it.each(bffRoutes.filter((r) => r.upstream === 'mapped').map((r) => [`${r.method} ${r.path}`, r]))(
    '%s answers the mapped error within the timeout',
    async (_, route) => {
      const { res, ms } = await send(route);
      const text = await res.text();
      expect({ status: res.status, code: JSON.parse(text).code }).toEqual(expected[mode]);
      expect(Object.keys(JSON.parse(text)).every((k) => ['code', 'message', 'fieldErrors'].includes(k))).toBe(
        true,
      );
      expect(text).not.toMatch(/<html|\bat \S+ \(|Error:|stack/i);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      if (mode === 'rateLimited') expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      if (mode !== 'refused') expect(upstream.calls.length).toBeGreaterThan(0);
      seenCodes.add(JSON.parse(text).code);
      count.mapped += 1;
    },
  );

  it.each(bffRoutes.filter((r) => r.upstream === 'none').map((r) => [`${r.method} ${r.path}`, r]))(
    '%s does not depend on the upstream',
    async (_, route) => {
      const before = upstream.calls.length;
      const { res } = await send(route);
      expect(res.status).toBeLessThan(400);
      expect(upstream.calls.slice(before)).toEqual([]);
      count.other += 1;
    },
  );

  it('the affiliate link still lands the visitor, without an adviser cookie', async () => {
    const { res, ms } = await send(bffRoutes.find((r) => r.upstream === 'redirect')!);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/lobby\/register$/);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith(`${AFFILIATE_COOKIE}=`))).toEqual([]);
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    count.other += 1;
  });

  it('the LINE redirect still sends the visitor to the fallback contact link, within its own budget', async () => {
    resetSiteInfoForTests();
    const { res, ms } = await send(bffRoutes.find((r) => r.upstream === 'contact')!);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(publicConfig().contactUrl);
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    count.other += 1;
  });

  it('readiness reports not_ready within its own 2 s budget', async () => {
    const { res, ms } = await send(bffRoutes.find((r) => r.upstream === 'readiness')!);
    expect(res.status).toBe(503);
    expect((await res.json()).status).toBe('not_ready');
    expect(ms).toBeLessThan(2000 + SLACK_MS);
    count.other += 1;
  });
});

describe('what the member reads', () => {
  it('every error code a fault produced has a message in all three languages', () => {
    expect([...seenCodes].sort()).toEqual([
      'rate_limited',
      'upstream_contract',
      'upstream_timeout',
      'upstream_unavailable',
    ]);
    for (const catalogue of [th, en, zh]) {
      for (const code of seenCodes) expect((catalogue.Errors as Record<string, string>)[code]).toMatch(/\S/);
      // a money submit that timed out shows "processing, check history" (components/wallet/processing-notice.tsx)
      expect(catalogue.Money.processingTitle).toMatch(/\S/);
      expect(catalogue.Money.processingBody).toMatch(/\S/);
    }
    // scenarios: 7 faults × every route (docs/security.md)
    expect(count.mapped).toBe(faultModes.length * bffRoutes.filter((r) => r.upstream === 'mapped').length);
  });
});
