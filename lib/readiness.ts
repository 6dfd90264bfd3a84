import 'server-only';
import { Redis } from 'ioredis';
import { contract } from './casino/contract';
import { config } from './config';

const TIMEOUT_MS = 2000;
type Check = 'ok' | 'down';

async function upstreamCheck(): Promise<Check> {
  try {
    const res = await fetch(`${config().casinoApiUrl}/site-info`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!res.ok) return 'down';
    // An upstream that answers garbage (a proxy's page, cut-off JSON) cannot serve members either.
    return contract.siteInfo.response.safeParse(await res.json()).success ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

async function redisCheck(url: string): Promise<Check> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  try {
    await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    client.disconnect();
  }
}

/** Each dependency the site needs to serve members, checked in parallel within 2 s. */
export async function readiness(): Promise<Record<string, Check>> {
  const redisUrl = process.env.REDIS_URL;
  const [upstream, redis] = await Promise.all([
    upstreamCheck(),
    redisUrl ? redisCheck(redisUrl) : Promise.resolve(null),
  ]);
  return redis ? { upstream, redis } : { upstream };
}
