import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { HASH_CONCURRENCY } from '../threadpool';

/*
 * scrypt from node:crypto (no native dependency), stored as
 * scrypt$N$r$p$salt$hash so the cost can be raised later without breaking old hashes.
 */

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/*
 * Login under load (docs/performance.md): scrypt runs asynchronously in libuv's thread pool, never on the
 * event loop, and at most HASH_CONCURRENCY at a time, first come first served. More at once only
 * makes each slower (the cores are the limit) and would take every pool thread from other requests.
 * The same password checked against the same stored hash while that check is still running (a
 * double-submitted form, a retried request) waits for the one result instead of hashing again; nothing
 * is kept once it is answered.
 */
let running = 0;
const waiting: (() => void)[] = [];
const inFlight = new Map<string, Promise<Buffer>>();

async function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const key = `${n}$${r}$${p}$${salt.toString('base64')}$${password}`;
  const shared = inFlight.get(key);
  if (shared) return shared;
  const result = limited(() => rawDerive(password, salt, n, r, p)).finally(() => inFlight.delete(key));
  inFlight.set(key, result);
  return result;
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // hand the slot straight to the next in line, or free it
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function rawDerive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verified against when the phone is unknown, so a wrong phone costs as long as a wrong password. */
export const decoyHash = hashPassword('decoy-password-never-matches');
