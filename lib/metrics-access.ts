import { timingSafeEqual } from 'node:crypto';

/*
 * Who may read /metrics (docs/operations.md, "Metrics"), the same rule for the site and the reference
 * API: with METRICS_TOKEN set, only `Authorization: Bearer <METRICS_TOKEN>` (from anywhere, loopback
 * included, since a reverse proxy on the same box makes every public request look local); without it,
 * only a client on the machine itself. Metrics name routes and volumes, which a stranger has no use for.
 */

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const isLoopback = (address: string | null | undefined): boolean => LOOPBACK.test(address ?? '');

export function metricsAllowed(input: {
  token: string | undefined;
  authorization: string | null | undefined;
  client: string | null | undefined;
}): boolean {
  if (input.token) {
    const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(input.authorization?.trim() ?? '')?.[1] ?? '');
    const expected = Buffer.from(input.token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return isLoopback(input.client);
}
