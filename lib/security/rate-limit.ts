import 'server-only';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors';
import { onProcessExit } from '../ops/shutdown-hooks';

/*
 * Brute-force limits (docs/security.md) with rate-limiter-flexible: in memory by
 * default, in Redis with REDIS_URL so every instance shares them. Login failures lock a
 * phone+IP pair for escalating periods capped at one hour; a phone alone is only ever locked for
 * a bounded 15 minutes, so nobody can lock a member out for good.
 */

interface Rule {
  points: number;
  duration: number;
  blockDuration?: number;
}

const rules = {
  loginPair: { points: 5, duration: 15 * 60 },
  loginPhone: { points: 30, duration: 60 * 60, blockDuration: 15 * 60 },
  loginIp: { points: 100, duration: 60 * 60 },
  loginStrikes: { points: 1000, duration: 24 * 60 * 60 },
  otpSendPhone: { points: 3, duration: 10 * 60 },
  otpSendIp: { points: 20, duration: 60 * 60 },
  otpVerifyPhone: { points: 10, duration: 15 * 60 },
  otpVerifyIp: { points: 50, duration: 60 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
} satisfies Record<string, Rule>;
export type LimitName = keyof typeof rules;

const BASE_LOCK_SECONDS = 15 * 60;
const MAX_LOCK_SECONDS = 60 * 60;

/**
 * RATE_LIMIT_MULTIPLIER scales every allowance; the browser suite, which logs in and registers
 * dozens of times from one address, runs with a larger one. Never set it in production.
 */
function multiplier(): number {
  const value = Number(process.env.RATE_LIMIT_MULTIPLIER || 1);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

let redis: Redis | null | undefined;
const limiters = new Map<LimitName, RateLimiterAbstract>();

function store(): Redis | null {
  if (redis === undefined) {
    const url = process.env.REDIS_URL;
    redis = url
      ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    // The connection closes with the process, after the in-flight requests drained (graceful
    // shutdown, docs/operations.md).
    const client = redis;
    if (client) onProcessExit(() => client.disconnect());
  }
  return redis;
}

export function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (!found) {
    const rule: Rule = rules[name];
    const points = Math.max(1, Math.round(rule.points * multiplier()));
    const options = {
      keyPrefix: `lobby:${name}`,
      points,
      duration: rule.duration,
      blockDuration: rule.blockDuration ?? 0,
    };
    const client = store();
    found = client
      ? new RateLimiterRedis({
          ...options,
          storeClient: client,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(name, found);
  }
  return found;
}

function limited(res: RateLimiterRes): AppError {
  return new AppError('rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
}

/** Counts one attempt; throws 429 (with Retry-After) once the rule's points are used up. */
export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw limited(e);
    throw e;
  }
}

/** Throws 429 when the key is already over its limit or locked, without counting an attempt. */
export async function assertOpen(name: LimitName, key: string): Promise<void> {
  const found = limiter(name);
  const res = await found.get(key);
  // Over the allowance means locked (consume() and block() both push past it); reaching it does not.
  if (res && res.consumedPoints > found.points && res.msBeforeNext > 0) throw limited(res);
}

export async function forget(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}

/** A failed login: counts toward every login limit; a pair over its limit is locked, each time longer. */
export async function loginFailed(phone: string, ip: string): Promise<void> {
  const pair = `${phone}|${ip}`;
  // consume() (not penalty) so that going over applies the rule's bounded block.
  const count = (name: LimitName, key: string) =>
    limiter(name)
      .consume(key)
      .catch((e: unknown) => {
        if (!(e instanceof RateLimiterRes)) throw e;
      });
  await Promise.all([count('loginPhone', phone), count('loginIp', ip)]);
  const res = await limiter('loginPair').penalty(pair);
  if (res.remainingPoints <= 0) {
    const strikes = (await limiter('loginStrikes').penalty(pair)).consumedPoints;
    await limiter('loginPair').block(
      pair,
      Math.min(BASE_LOCK_SECONDS * 2 ** (strikes - 1), MAX_LOCK_SECONDS),
    );
  }
}

export async function assertLoginOpen(phone: string, ip: string): Promise<void> {
  await Promise.all([
    assertOpen('loginPair', `${phone}|${ip}`),
    assertOpen('loginPhone', phone),
    assertOpen('loginIp', ip),
  ]);
}

export async function loginSucceeded(phone: string, ip: string): Promise<void> {
  await Promise.all([forget('loginPair', `${phone}|${ip}`), forget('loginStrikes', `${phone}|${ip}`)]);
}

/** Tests and shutdown: drop the Redis connection and every limiter. */
export async function resetRateLimits(): Promise<void> {
  limiters.clear();
  if (redis) await redis.quit().catch(() => undefined);
  redis = undefined;
}
