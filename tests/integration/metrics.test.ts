import { Hono } from 'hono';
import { GET as siteMetrics } from '@/app/api/metrics/route';
import { POST as login } from '@/app/api/login/route';
import { GET as notification } from '@/app/api/notification/route';
import { metricsRoutes } from '@/casino-api/http/metrics';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { bffRequest, startLiveUpstream } from './live-upstream';

// docs/operations.md, "Metrics": both services' scrape targets move with traffic and refuse strangers.

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  upstream = await startLiveUpstream();
});
afterAll(async () => {
  await resetRateLimits();
  await upstream?.stop();
});
afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

const from = (ip: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-lobby-peer-address': ip, ...headers },
});

/** The value of one series in a Prometheus text answer, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrapeSite(): Promise<string> {
  const res = await siteMetrics(bffRequest('/metrics', from('127.0.0.1')));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

async function scrapeApi(): Promise<string> {
  const res = await fetch(`${upstream.api.origin}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

it("the site's counters move: BFF requests, upstream calls, sign-ins, rate-limit refusals", async () => {
  const before = await scrapeSite();
  const bff = 'lobby_bff_requests_total{route="/api/notification",method="GET",status="200"}';
  const upstreamCalls =
    'lobby_upstream_request_duration_seconds_count{endpoint="notification",outcome="200"}';
  const created = 'lobby_session_records_total{event="created"}';
  const refused = 'lobby_rate_limit_refusals_total{limit="loginPair"}';

  for (let i = 0; i < 3; i++) expect((await notification(bffRequest('/notification'))).status).toBe(200);
  const signIn = await login(
    bffRequest('/login', { body: { phone: '0812345678', password: 'Demo1234' }, ...from('198.51.100.7') }),
  );
  expect(signIn.status).toBe(200);
  // the pair's five attempts, then a refusal (docs/security.md, login limits)
  const wrong = () =>
    login(
      bffRequest('/login', {
        body: { phone: '0898765432', password: 'Wrong-pass-1' },
        ...from('198.51.100.8'),
      }),
    );
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await wrong()).status);
  expect(statuses.at(-1)).toBe(429);

  const after = await scrapeSite();
  expect(value(after, bff) - value(before, bff)).toBe(3);
  expect(value(after, upstreamCalls) - value(before, upstreamCalls)).toBe(3);
  expect(value(after, created) - value(before, created)).toBe(1);
  expect(value(after, refused) - value(before, refused)).toBe(1);
  expect(after).toContain('lobby_bff_request_duration_seconds_bucket{le="0.1",route="/api/notification"');
  expect(after).toContain('process_cpu_seconds_total');
  expect(after).toContain('lobby_page_cache_total');
});

it("the reference API's counters move with its requests", async () => {
  const series = 'casino_api_requests_total{route="/api/notification",method="GET",status="200"}';
  const before = value(await scrapeApi(), series);
  for (let i = 0; i < 2; i++) expect((await fetch(`${upstream.api.url}/notification`)).status).toBe(200);
  const after = await scrapeApi();
  expect(value(after, series) - before).toBe(2);
  expect(after).toContain('casino_api_request_duration_seconds_bucket');
  expect(after).toContain('nodejs_eventloop_lag_seconds');
});

it('refuses a client that is not on the machine, on the site and on the API', async () => {
  const site = await siteMetrics(bffRequest('/metrics', from('203.0.113.9')));
  expect(site.status).toBe(403);
  expect(await site.text()).not.toContain('lobby_');

  const app = new Hono();
  metricsRoutes(app);
  const stranger = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
  const local = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };
  expect((await app.request('/metrics', {}, stranger)).status).toBe(403);
  expect((await app.request('/metrics', {}, local)).status).toBe(200);
});

it('with METRICS_TOKEN, asks everyone for it as a bearer token, loopback included', async () => {
  process.env.METRICS_TOKEN = 'metrics-token-0123456789abcdef';
  const bearer = { authorization: 'Bearer metrics-token-0123456789abcdef' };
  expect((await siteMetrics(bffRequest('/metrics', from('127.0.0.1')))).status).toBe(403);
  expect((await siteMetrics(bffRequest('/metrics', from('203.0.113.9', bearer)))).status).toBe(200);
  expect(
    (await siteMetrics(bffRequest('/metrics', from('203.0.113.9', { authorization: 'Bearer wrong' }))))
      .status,
  ).toBe(403);
  expect((await fetch(`${upstream.api.origin}/metrics`)).status).toBe(403);
  expect((await fetch(`${upstream.api.origin}/metrics`, { headers: bearer })).status).toBe(200);
});
