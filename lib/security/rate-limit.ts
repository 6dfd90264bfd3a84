import 'server-only';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { siteEnv } from '../env/site';
import { AppError } from '../errors';
import { onProcessExit } from '../ops/shutdown-hooks';
import { metrics } from '../metrics';

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
  // each trial launch writes an upstream row: a generous allowance for a player trying games, not a flood
  trialLaunchIp: { points: 30, duration: 10 * 60 },
  // passkeys (docs/security.md, "Passkeys and step-up"): a ceremony's challenge is an upstream row, and
  // a failed passkey answer counts like a wrong password; a passkey proof that fails five times locks
  // the member's step-up by passkey for 15 minutes (the password proof has the login limits)
  passkeyOptionsIp: { points: 60, duration: 10 * 60 },
  passkeyIp: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
  passkeyStepUpPhone: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
} satisfies Record<string, Rule>;
export type LimitName = keyof typeof rules;

const BASE_LOCK_SECONDS = 15 * 60;
const MAX_LOCK_SECONDS = 60 * 60;

/**
 * RATE_LIMIT_MULTIPLIER scales every allowance; the browser suite, which logs in and registers
 * dozens of times from one address, runs with a larger one. Never set it in production.
 */
function multiplier(): number {
  return siteEnv.get('RATE_LIMIT_MULTIPLIER');
}

let redis: Redis | null | undefined;
const limiters = new Map<LimitName, RateLimiterAbstract>();

function store(): Redis | null {
  if (redis === undefined) {
    const url = siteEnv.get('REDIS_URL');
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

const REDIS_READY_WAIT_MS = 1_000;

/**
 * The shared store is connected before a count is taken: with the offline queue off, a command sent
 * while a fresh instance is still connecting fails over to the per-instance memory limiter, so the
 * first attempts on each instance would not add up across instances. Bounded: a Redis that does not
 * come up leaves the insurance limiter in charge, as before.
 */
async function connected(): Promise<void> {
  const client = store();
  if (!client || client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_READY_WAIT_MS);
    client.once('ready', done);
  });
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
  await connected();
  try {
    await limiter(name).consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) {
      metrics.rateLimited.inc({ limit: name });
      throw limited(e);
    }
    throw e;
  }
}

export async function forget(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}

/**
 * One login attempt reserved BEFORE the upstream call (docs/security.md, login limits): the phone+IP
 * pair, the phone and the IP each take a point atomically (one increment in memory or in Redis), so
 * N parallel guesses can never check more than the limit, whereas a check-then-count let every
 * request in flight pass the check. An attempt over any limit gives back what it took and is refused.
 */
export async function reserveLogin(phone: string, ip: string): Promise<void> {
  await connected();
  const keys: [LimitName, string][] = [
    ['loginPair', `${phone}|${ip}`],
    ['loginPhone', phone],
    ['loginIp', ip],
  ];
  const taken = await Promise.allSettled(keys.map(([name, key]) => limiter(name).consume(key)));
  const refused = taken.find((t): t is PromiseRejectedResult => t.status === 'rejected');
  if (!refused) return;
  // Only the limits that took a point give it back; an exhausted one stays as it is (its own block).
  await Promise.all(
    taken.map((t, i) => (t.status === 'fulfilled' ? refund(keys[i]![0], keys[i]![1]) : undefined)),
  );
  if (refused.reason instanceof RateLimiterRes) {
    metrics.rateLimited.inc({ limit: keys[taken.indexOf(refused)]![0] });
    throw limited(refused.reason);
  }
  throw refused.reason;
}

async function refund(name: LimitName, key: string): Promise<void> {
  await limiter(name).reward(key, 1);
}

/**
 * A failed login keeps its reservation; the pair that has used its points is locked, each time longer
 * (capped at an hour), while the phone alone only ever meets its bounded block.
 */
export async function loginFailed(phone: string, ip: string): Promise<void> {
  const pair = `${phone}|${ip}`;
  const res = await limiter('loginPair').get(pair);
  if (res && res.remainingPoints <= 0) {
    const strikes = (await limiter('loginStrikes').penalty(pair)).consumedPoints;
    await limiter('loginPair').block(
      pair,
      Math.min(BASE_LOCK_SECONDS * 2 ** (strikes - 1), MAX_LOCK_SECONDS),
    );
  }
}

/** The upstream could not answer: the attempt checked nothing, so its reservation is given back. */
export async function loginNotChecked(phone: string, ip: string): Promise<void> {
  await Promise.all([
    refund('loginPair', `${phone}|${ip}`),
    refund('loginPhone', phone),
    refund('loginIp', ip),
  ]);
}

/** A correct password: the pair starts afresh, and only failures count against the phone and the IP. */
export async function loginSucceeded(phone: string, ip: string): Promise<void> {
  await Promise.all([
    forget('loginPair', `${phone}|${ip}`),
    forget('loginStrikes', `${phone}|${ip}`),
    refund('loginPhone', phone),
    refund('loginIp', ip),
  ]);
}

/** A passkey answer counted before it is checked; a verified one gives its point back. */
export async function passkeyAttempt(name: 'passkeyIp' | 'passkeyStepUpPhone', key: string): Promise<void> {
  await consume(name, key);
}

export async function passkeySucceeded(name: 'passkeyIp' | 'passkeyStepUpPhone', key: string): Promise<void> {
  await refund(name, key);
}

/** Tests and shutdown: drop the Redis connection and every limiter. */
export async function resetRateLimits(): Promise<void> {
  limiters.clear();
  if (redis) await redis.quit().catch(() => undefined);
  redis = undefined;
}
