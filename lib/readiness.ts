import 'server-only';
import { contract } from './casino/contract';
import { config } from './config';
import { sessionStoreAnswers } from './session/records';

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

/** Each dependency the site needs to serve members, checked in parallel within 2 s. */
export async function readiness(): Promise<Record<string, Check>> {
  const [upstream, redis] = await Promise.all([upstreamCheck(), sessionStoreAnswers(TIMEOUT_MS)]);
  return redis === null ? { upstream } : { upstream, redis: redis ? 'ok' : 'down' };
}
