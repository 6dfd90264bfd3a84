import { spawnSync } from 'node:child_process';
import { GET as ready } from '@/app/api/ready/route';
import { resetSessionRecords } from '@/lib/session/records';
import { describeIf } from '../describe-if';
import { startLiveUpstream } from './live-upstream';

// docs/operations.md: with REDIS_URL the site is ready only while Redis answers too, and says so within 2 s.
const redisUp =
  spawnSync(
    process.execPath,
    [
      '-e',
      "require('net').connect(6379,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))",
    ],
    { timeout: 3_000 },
  ).status === 0;

describeIf(redisUp ? null : 'nothing listens on 127.0.0.1:6379 (Redis)')('readiness with Redis', () => {
  let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
  beforeAll(async () => {
    upstream = await startLiveUpstream();
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    await resetSessionRecords();
    await upstream?.stop();
  });

  it('is ready while Redis answers', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
    const res = await ready();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { upstream: 'ok', redis: 'ok' } });
  });

  it('is not ready, within 2 s, when Redis does not answer', async () => {
    // a port nobody listens on
    process.env.REDIS_URL = 'redis://127.0.0.1:9';
    const started = Date.now();
    const res = await ready();
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not_ready', checks: { upstream: 'ok', redis: 'down' } });
  });
});
