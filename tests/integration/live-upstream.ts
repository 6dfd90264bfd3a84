import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import type { CasinoConfig } from '@/casino-api/config';
import { startCasinoApi, type CasinoApi } from '@/casino-api/start';

/*
 * Integration tests run the real route handlers against a live reference Casino API over HTTP
 * on a free port, with a fresh PGlite database per file.
 */
export async function startLiveUpstream(
  config?: Partial<CasinoConfig>,
): Promise<{ api: CasinoApi; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bff-it-'));
  const api = await startCasinoApi({ port: 0, dataDir, log: () => undefined, config });
  process.env.CASINO_API_URL = api.url;
  process.env.SESSION_SECRET = 'integration-test-secret-of-at-least-32-chars';
  return {
    api,
    async stop() {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ORIGIN = 'http://localhost:3000';

export function bffRequest(
  pathname: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { host: 'localhost:3000', ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
    headers.origin ??= ORIGIN;
    headers['sec-fetch-site'] ??= 'same-origin';
  }
  return new NextRequest(`${ORIGIN}/lobby/api${pathname}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
}

/** The `name=value` pair of the session cookie a response set, for the next request. */
export function sessionCookieOf(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('lobby_session='));
  if (!header) throw new Error('no session cookie set');
  return header.split(';')[0]!;
}
