import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { z } from 'zod';
import type { CasinoConfig } from '../../casino-api/config';
import { type CasinoApi, startCasinoApi } from '../../casino-api/start';
import { contract, type EndpointName } from '../../lib/casino/contract';

/*
 * Each test file gets its own API over real HTTP and its own database: a fresh PGlite in a temp
 * directory, or — with DATABASE_URL — a fresh PostgreSQL schema that is dropped afterwards.
 */

export interface TestApi extends CasinoApi {
  /** Moves the API's clock; starts at the real time. */
  advance(seconds: number): void;
  call(method: 'GET' | 'POST', apiPath: string, options?: CallOptions): Promise<Answer>;
  /** The API's clock now (real time plus every advance). */
  now(): Date;
  /** Staff API under /operator with the test operator key. */
  operator(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    operatorPath: string,
    json?: unknown,
  ): Promise<Answer>;
  login(phone: string, password: string): Promise<string>;
  dataDir?: string;
  schema?: string;
}

export interface CallOptions {
  form?: Record<string, string>;
  json?: unknown;
  token?: string;
}

export interface Answer {
  status: number;
  headers?: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions narrow it
}

export const operatorKey = 'test-operator-key-0123456789';

export const demo = { phone: '0812345678', newcomer: '0898765432', password: 'Demo1234' };

export interface TestApiOptions {
  config?: Partial<CasinoConfig>;
  /** Reuse a database of an earlier TestApi (restart tests). */
  reuse?: { dataDir?: string; schema?: string };
  /** Background job period; default 0 (none), so tests run jobs with runJobs() after moving the clock. */
  jobIntervalMs?: number;
  /** StartOptions.shutdownDelayMs; default 0. */
  shutdownDelayMs?: number;
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl
    ? (options.reuse?.schema ?? `casino_test_${randomBytes(6).toString('hex')}`)
    : undefined;
  const dataDir = databaseUrl
    ? undefined
    : (options.reuse?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'casino-api-')));
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const api = await startCasinoApi({
    port: 0,
    databaseUrl,
    schema,
    dataDir,
    clock: now,
    config: { operatorKey, ...options.config },
    log: () => undefined,
    jobIntervalMs: options.jobIntervalMs ?? 0,
    shutdownDelayMs: options.shutdownDelayMs,
  });
  const operator: TestApi['operator'] = async (method, operatorPath, json) => {
    const headers: Record<string, string> = {
      'x-operator-key': operatorKey,
      'content-type': 'application/json',
    };
    const res = await fetch(`${api.origin}/operator${operatorPath}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: res.status, body: await res.json() };
  };
  const call: TestApi['call'] = async (method, apiPath, { form, json, token } = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    } else if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const res = await fetch(`${api.url}${apiPath}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };
  return {
    ...api,
    dataDir,
    schema,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    now,
    call,
    operator,
    async login(phone, password) {
      const res = await call('POST', '/login', { form: { phone, password } });
      expect(res.status).toBe(200);
      return expectContract('login', res.body).access_token;
    },
  };
}

/** Stops the API and removes its database. */
export async function stopTestApi(api: TestApi | undefined, keepData = false): Promise<void> {
  if (!api) return;
  await api.close();
  if (!keepData) await removeTestData(api);
}

/** Removes the database of a TestApi that is already closed. */
export async function removeTestData(api: TestApi): Promise<void> {
  if (api.dataDir) rmSync(api.dataDir, { recursive: true, force: true });
  if (api.schema) await dropSchema(api.schema);
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Parses an answer with the contract's response schema: a mismatch fails the test. */
export function expectContract<N extends EndpointName>(name: N, body: unknown) {
  const result = contract[name].response.safeParse(body);
  if (!result.success) throw new Error(`${name} answer breaks the contract: ${result.error.message}`);
  return result.data as z.output<(typeof contract)[N]['response']>;
}

/** A new member through the real flow (phone → OTP bypass → password → login → bank); returns the member token. */
export async function registerMember(
  api: TestApi,
  phone: string,
  extra: { referral_key?: string; account?: string } = {},
): Promise<string> {
  const { account = phone.replace(/^0/, '10'), ...keys } = extra;
  await api.call('POST', '/register/phone', { form: { phone, no_otp: '1', ...keys } });
  const otp = await api.call('POST', '/register/otp', { json: { phone, otp: '0000', bypass: true } });
  const reg = expectContract('registerOtp', otp.body).access_token;
  await api.call('POST', '/register/password', {
    token: reg,
    form: { password: 'Member123', password_confirmation: 'Member123' },
  });
  const member = await api.login(phone, 'Member123');
  await api.call('POST', '/register/bank-account', {
    token: member,
    form: { phone, bank: 'BBL', account_number: account, name: 'สมาชิก ทดสอบ' },
  });
  return member;
}
