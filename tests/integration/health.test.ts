import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { startLiveUpstream } from './live-upstream';

// docs/operations.md: liveness without the upstream, readiness with it.
it('is alive without looking at the upstream', async () => {
  const res = health();
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

it('is ready while the upstream answers, and not once it is gone', async () => {
  const upstream = await startLiveUpstream();
  const up = await ready();
  expect(up.status).toBe(200);
  expect(await up.json()).toEqual({ status: 'ready', checks: { upstream: 'ok' } });
  await upstream.stop();
  const down = await ready();
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ status: 'not_ready', checks: { upstream: 'down' } });
});
