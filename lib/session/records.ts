import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { config } from '../config';
import { siteEnv } from '../env/site';
import { AppError } from '../errors';
import { onProcessExit } from '../ops/shutdown-hooks';
import { coarseAddress, deviceOf } from './device';
import { IDLE_REFRESH_MS, MAX_SESSION_SECONDS } from './limits';
import { metrics } from '../metrics';

/*
 * Server-side session records (docs/security.md, Sessions; ASVS 5 V7.4). The sealed cookie carries
 * only the record's id (`sid`); a sign-in is live while its record is. Logout, a password change,
 * a password reset and a remote sign-out delete records, so a copy of the cookie is refused at once.
 *
 * Where they live follows the rate limiter (lib/security/rate-limit.ts): in Redis with REDIS_URL, so
 * every instance sees the same records, otherwise in this process's memory. Every request reads the
 * record afresh, from Redis when set: there is deliberately no local cache, so no instance can serve
 * a revoked session, not even for a second. Without REDIS_URL a restart therefore signs everyone out,
 * which errs on the safe side (a copied cookie survived a restart before records existed).
 *
 * Idle and absolute expiry are enforced on the record as on the cookie: the record's last-seen time
 * moves when the BFF re-seals the cookie (at most once a minute), and Redis drops a record at its
 * idle or absolute end, whichever is first. Keys hold a hash of the phone, not the phone.
 */

export interface SessionRecord {
  id: string;
  /** The member: a hash of the phone they signed in with. */
  member: string;
  createdAt: number;
  lastSeenAt: number;
  browser: string | null;
  os: string | null;
  /** The coarse network address of the login (lib/session/device.ts). */
  address: string | null;
  /** How the member signed in here (docs/security.md, "Passkeys and step-up"); older records lack it. */
  method?: SignInMethod;
  /** When the member last proved themselves on this session: the sign-in, then each step-up. */
  provedAt?: number;
}

export type SignInMethod = 'password' | 'passkey';

/** The sign-in before this one, for the "last signed in" notice (Ontario 4.30, Pennsylvania §812a.9). */
export interface LastSignIn {
  at: number;
  browser: string | null;
  os: string | null;
}

const ABSOLUTE_MS = MAX_SESSION_SECONDS * 1000;
/** The last-sign-in memo outlives sessions: a player back after weeks still learns of a stranger's login. */
const LAST_SIGN_IN_MS = 180 * 24 * 60 * 60 * 1000;

export function memberKey(phone: string): string {
  return createHash('sha256').update(`member:${phone}`).digest('hex').slice(0, 32);
}

/** What the browser may name a session by: never the id the cookie carries. */
export function sessionHandle(id: string): string {
  return createHash('sha256').update(`handle:${id}`).digest('hex').slice(0, 32);
}

interface RecordStore {
  put(record: SessionRecord, ttlMs: number): Promise<void>;
  /** Writes only while the record still exists, so a touch racing a revocation cannot revive it. */
  update(record: SessionRecord, ttlMs: number): Promise<void>;
  get(id: string): Promise<SessionRecord | null>;
  ids(member: string): Promise<string[]>;
  remove(member: string, ids: string[]): Promise<void>;
  swapLastSignIn(member: string, next: LastSignIn): Promise<LastSignIn | null>;
}

/* ---------- in memory: one process; kept on globalThis so every bundle of this module shares it ---------- */

interface MemoryState {
  records: Map<string, { record: SessionRecord; until: number }>;
  byMember: Map<string, Set<string>>;
  lastSignIn: Map<string, { value: LastSignIn; until: number }>;
  writes: number;
}

const MEMORY = Symbol.for('lobby.sessionRecords');
type GlobalWithMemory = typeof globalThis & { [MEMORY]?: MemoryState };

function memoryState(): MemoryState {
  const g = globalThis as GlobalWithMemory;
  return (g[MEMORY] ??= { records: new Map(), byMember: new Map(), lastSignIn: new Map(), writes: 0 });
}

const memoryStore: RecordStore = {
  async put(record, ttlMs) {
    const state = memoryState();
    // Expired records go in a sweep now and then, so memory stays bounded by live sessions.
    if (++state.writes % 500 === 0) sweep(state, Date.now());
    state.records.set(record.id, { record: { ...record }, until: Date.now() + ttlMs });
    let set = state.byMember.get(record.member);
    if (!set) state.byMember.set(record.member, (set = new Set()));
    set.add(record.id);
  },
  async update(record, ttlMs) {
    const state = memoryState();
    if (state.records.has(record.id))
      state.records.set(record.id, { record: { ...record }, until: Date.now() + ttlMs });
  },
  async get(id) {
    const state = memoryState();
    const hit = state.records.get(id);
    if (!hit) return null;
    if (hit.until <= Date.now()) {
      state.records.delete(id);
      return null;
    }
    return { ...hit.record };
  },
  async ids(member) {
    return [...(memoryState().byMember.get(member) ?? [])];
  },
  async remove(member, ids) {
    const state = memoryState();
    const set = state.byMember.get(member);
    for (const id of ids) {
      state.records.delete(id);
      set?.delete(id);
    }
    if (set && set.size === 0) state.byMember.delete(member);
  },
  async swapLastSignIn(member, next) {
    const state = memoryState();
    const hit = state.lastSignIn.get(member);
    state.lastSignIn.set(member, { value: next, until: Date.now() + LAST_SIGN_IN_MS });
    return hit && hit.until > Date.now() ? hit.value : null;
  },
};

function sweep(state: MemoryState, now: number): void {
  for (const [id, { record, until }] of state.records) {
    if (until > now) continue;
    state.records.delete(id);
    const set = state.byMember.get(record.member);
    set?.delete(id);
    if (set && set.size === 0) state.byMember.delete(record.member);
  }
  for (const [member, { until }] of state.lastSignIn) if (until <= now) state.lastSignIn.delete(member);
}

/* ---------- Redis: shared by every instance ---------- */

const recordKey = (id: string) => `lobby:session:${id}`;
const memberSetKey = (member: string) => `lobby:sessions-of:${member}`;
const lastSignInKey = (member: string) => `lobby:last-sign-in:${member}`;

function redisStore(client: Redis): RecordStore {
  return {
    async put(record, ttlMs) {
      await client
        .multi()
        .set(recordKey(record.id), JSON.stringify(record), 'PX', Math.max(1, ttlMs))
        .sadd(memberSetKey(record.member), record.id)
        .pexpire(memberSetKey(record.member), ABSOLUTE_MS)
        .exec();
    },
    async update(record, ttlMs) {
      await client.set(recordKey(record.id), JSON.stringify(record), 'PX', Math.max(1, ttlMs), 'XX');
    },
    async get(id) {
      const raw = await client.get(recordKey(id));
      return raw ? (JSON.parse(raw) as SessionRecord) : null;
    },
    async ids(member) {
      return client.smembers(memberSetKey(member));
    },
    async remove(member, ids) {
      if (ids.length === 0) return;
      await client
        .multi()
        .del(...ids.map(recordKey))
        .srem(memberSetKey(member), ...ids)
        .exec();
    },
    async swapLastSignIn(member, next) {
      const previous = await client.set(
        lastSignInKey(member),
        JSON.stringify(next),
        'PX',
        LAST_SIGN_IN_MS,
        'GET',
      );
      return previous ? (JSON.parse(previous) as LastSignIn) : null;
    },
  };
}

let chosen: { url: string | undefined; store: RecordStore; client: Redis | null } | undefined;

function store(): RecordStore {
  const url = siteEnv.get('REDIS_URL');
  if (chosen && chosen.url === url) return chosen.store;
  // A changed REDIS_URL (tests switch it) leaves no connection reconnecting in the background.
  chosen?.client?.disconnect();
  if (!url) {
    chosen = { url, store: memoryStore, client: null };
    return memoryStore;
  }
  // Commands wait for the connection briefly, then fail: a session that cannot be checked is refused.
  const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  client.on('error', () => undefined);
  onProcessExit(() => client.disconnect());
  chosen = { url, store: redisStore(client), client };
  return chosen.store;
}

/**
 * Readiness (docs/operations.md): whether the Redis connection that member requests use answers a
 * PING within `timeoutMs`; null without REDIS_URL (records live in memory, nothing to check).
 * The probe uses that very connection rather than one of its own, so it sees what members see.
 */
export async function sessionStoreAnswers(timeoutMs: number): Promise<boolean | null> {
  store();
  const client = chosen?.client;
  if (!client) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      client.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Fails closed: a store that does not answer means no member request goes through (503-like 502). */
async function guarded<T>(work: (s: RecordStore) => Promise<T>): Promise<T> {
  try {
    return await work(store());
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('upstream_unavailable', { detail: `session store: ${String(e)}` });
  }
}

/** Milliseconds until the record ends: idle limit from last seen, or the absolute cap, whichever is first. */
function ttlOf(record: SessionRecord, now: number): number {
  return Math.min(record.lastSeenAt + config().sessionIdleMs, record.createdAt + ABSOLUTE_MS) - now;
}

function isLive(record: SessionRecord, now: number): boolean {
  return ttlOf(record, now) > 0;
}

/** A new sign-in's record, and the member's sign-in before it (null the first time). */
export async function createSessionRecord(input: {
  phone: string;
  userAgent: string | null;
  ip: string | null;
  method?: SignInMethod;
  now?: number;
}): Promise<{ record: SessionRecord; previous: LastSignIn | null }> {
  const now = input.now ?? Date.now();
  const { browser, os } = deviceOf(input.userAgent);
  const record: SessionRecord = {
    id: randomBytes(24).toString('base64url'),
    member: memberKey(input.phone),
    createdAt: now,
    lastSeenAt: now,
    browser,
    os,
    address: coarseAddress(input.ip),
    method: input.method ?? 'password',
    provedAt: now,
  };
  return guarded(async (s) => {
    await s.put(record, ttlOf(record, now));
    metrics.sessionRecords.inc({ event: 'created' });
    const previous = await s.swapLastSignIn(record.member, { at: now, browser, os });
    return { record, previous };
  });
}

/** The live record behind a cookie's `sid` for this phone, or null: revoked, expired or someone else's. */
export async function liveSessionRecord(
  id: string,
  phone: string | undefined,
  now = Date.now(),
): Promise<SessionRecord | null> {
  return guarded(async (s) => {
    const record = await s.get(id);
    if (!record || !phone || record.member !== memberKey(phone)) return null;
    if (!isLive(record, now)) {
      await s.remove(record.member, [record.id]);
      return null;
    }
    return record;
  });
}

/** Activity: moves the record's idle clock, at most once a minute (as the cookie's, IDLE_REFRESH_MS). */
export async function touchSessionRecord(record: SessionRecord, now = Date.now()): Promise<void> {
  if (now - record.lastSeenAt < IDLE_REFRESH_MS) return;
  const next = { ...record, lastSeenAt: now };
  await guarded((s) => s.update(next, ttlOf(next, now)));
}

/**
 * The member proved themselves again on this session (a step-up, docs/security.md): the record says
 * when, so the next sensitive action within the window goes through. Written only while the record
 * lives, so a proof racing a sign-out cannot revive it.
 */
export async function markSessionProved(record: SessionRecord, now = Date.now()): Promise<SessionRecord> {
  // In place: the BFF pipeline touches this same object after the handler, and a copy from before
  // the proof written back then would undo it.
  Object.assign(record, { provedAt: now, lastSeenAt: now });
  await guarded((s) => s.update({ ...record }, ttlOf(record, now)));
  return record;
}

/** The member's live sessions, most recently used first; dead ids are dropped from the index. */
export async function memberSessions(phone: string, now = Date.now()): Promise<SessionRecord[]> {
  const member = memberKey(phone);
  return guarded(async (s) => {
    const ids = await s.ids(member);
    const found = await Promise.all(ids.map((id) => s.get(id)));
    const live = found.filter((r): r is SessionRecord => r !== null && isLive(r, now));
    const dead = ids.filter((id) => !live.some((r) => r.id === id));
    if (dead.length) await s.remove(member, dead);
    return live.sort((a, b) => b.lastSeenAt - a.lastSeenAt);
  });
}

export async function revokeSession(phone: string, id: string): Promise<void> {
  await guarded((s) => s.remove(memberKey(phone), [id]));
  metrics.sessionRecords.inc({ event: 'revoked' });
}

/** Ends every session of the member, or every one but `exceptId`; answers how many ended. */
export async function revokeMemberSessions(phone: string, exceptId?: string): Promise<number> {
  const member = memberKey(phone);
  return guarded(async (s) => {
    const ids = (await s.ids(member)).filter((id) => id !== exceptId);
    await s.remove(member, ids);
    metrics.sessionRecords.inc({ event: 'revoked' }, ids.length);
    return ids.length;
  });
}

/** Tests: forget every in-memory record and drop the Redis connection. */
export async function resetSessionRecords(): Promise<void> {
  const state = memoryState();
  state.records.clear();
  state.byMember.clear();
  state.lastSignIn.clear();
  const client = chosen?.client;
  chosen = undefined;
  if (client) await client.quit().catch(() => undefined);
}
