import 'server-only';
import type { NextRequest } from 'next/server';

/*
 * The client's IP for rate limits (docs/security.md): the trusted IP from a configurable proxy header.
 * TRUSTED_IP_HEADER names the header the operator's proxy sets (default x-forwarded-for);
 * for a list, TRUSTED_PROXY_HOPS counts the proxies whose own entries are skipped from the end.
 * Without a proxy in front the header is whatever the client sent, so the per-phone limits
 * (which need no IP) still stand.
 */
export function clientIp(req: NextRequest): string {
  const header = (process.env.TRUSTED_IP_HEADER || 'x-forwarded-for').toLowerCase();
  const hops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
  const entries = (req.headers.get(header) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ip = entries[Math.max(0, entries.length - 1 - hops)];
  return ip && ip.length <= 64 ? ip : 'unknown';
}
