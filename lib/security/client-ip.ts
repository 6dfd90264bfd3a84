import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { siteEnv } from '../env/site';
import { log } from '../log';
import { PEER_ADDRESS_HEADER } from '../ops/incoming-requests';

/*
 * The client's address for rate limits (docs/security.md, client address).
 *
 * With no proxy configured (neither TRUSTED_IP_HEADER nor TRUSTED_PROXY_HOPS set) it is the TCP peer
 * address, which lib/ops/incoming-requests.ts stamps on every request; a header the client wrote is never
 * believed, so rotating X-Forwarded-For cannot escape the per-address limits.
 *
 * Behind a proxy the operator names the header it writes (TRUSTED_IP_HEADER, default x-forwarded-for
 * once TRUSTED_PROXY_HOPS is set) and how many proxy entries to skip from the end
 * (TRUSTED_PROXY_HOPS); a request without that header (one that bypassed the proxy) falls back to
 * its socket address.
 *
 * No address at all (a process without the stamp) never becomes one key shared by every such client,
 * which would let one of them lock the others out: each request is then keyed on its own, and the
 * per-phone limits still stand.
 */
export function clientIp(req: NextRequest): string {
  const configuredHeader = siteEnv.get('TRUSTED_IP_HEADER');
  const hopsSetting = siteEnv.get('TRUSTED_PROXY_HOPS');
  if (configuredHeader || hopsSetting !== undefined) {
    const header = (configuredHeader || 'x-forwarded-for').toLowerCase();
    const hops = hopsSetting ?? 0;
    const entries = (req.headers.get(header) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const ip = entries[Math.max(0, entries.length - 1 - hops)];
    if (ip && ip.length <= 64) return ip;
  }
  const peer = req.headers.get(PEER_ADDRESS_HEADER);
  if (peer && peer.length <= 64) return peer;
  warnNoAddress();
  return `unknown:${randomUUID()}`;
}

let warned = false;
function warnNoAddress() {
  if (warned) return;
  warned = true;
  log.warn({ header: PEER_ADDRESS_HEADER }, 'client address unknown: per-address limits cannot apply');
}
