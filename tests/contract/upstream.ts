import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { contract, endpointPath, type EndpointName } from '../../lib/casino/contract';
import { startCasinoApi } from '../../casino-api/start';

/*
 * The contract suite speaks to any upstream: CASINO_API_URL (plus CONTRACT_PHONE and
 * CONTRACT_PASSWORD for a member account there), or else a fresh reference Casino API.
 */
export interface Upstream {
  url: string;
  phone: string;
  password: string;
  stop(): Promise<void>;
}

export async function upstream(): Promise<Upstream> {
  const given = process.env.CASINO_API_URL;
  if (given) {
    return {
      url: given.replace(/\/+$/, ''),
      phone: process.env.CONTRACT_PHONE ?? '0812345678',
      password: process.env.CONTRACT_PASSWORD ?? 'Demo1234',
      stop: async () => undefined,
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const api = await startCasinoApi({ port: 0, dataDir, log: () => undefined });
  return {
    url: api.url,
    phone: '0812345678',
    password: 'Demo1234',
    async stop() {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * How a case names the operation it checks: the operationId of casino-api/openapi.json (the contract's
 * name) with its method and path, so a failure points into the document an operator reads.
 */
export const op = (name: EndpointName): string => `${name} (${contract[name].method} ${contract[name].path})`;

/** Calls an endpoint the way spec §7 says it travels (form, JSON or query) and returns status and JSON. */
export async function call(
  base: string,
  name: EndpointName,
  opts: { body?: Record<string, unknown>; params?: Record<string, string>; token?: string } = {},
): Promise<{ status: number; json: unknown }> {
  const e = contract[name];
  const url = new URL(base + endpointPath(e.path, opts.params));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  const entries = Object.entries(opts.body ?? {}).map(([k, v]) => [k, String(v)] as [string, string]);
  if (e.encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(entries).toString();
  } else if (e.encoding === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body ?? {});
  } else if (e.encoding === 'query') {
    for (const [k, v] of entries) url.searchParams.set(k, v);
  }
  const res = await fetch(url, { method: e.method, headers, body });
  const text = await res.text();
  return { status: res.status, json: parseBody(text) };
}

/** JSON when the answer is JSON; otherwise the text (an upstream's HTML 404 page for a call it does not have). */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Asserts an answer matches the contract's response schema, reporting the failing paths. */
export function expectContract(name: EndpointName, json: unknown): void {
  const parsed = (contract[name].response as z.ZodType).safeParse(json);
  if (!parsed.success)
    throw new Error(`${name} answer breaks the contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
}
