/*
 * The reference API's own brake on password guessing (docs/security.md, login attempts). The site
 * limits logins per client and per phone before it calls here, but this API can be reached by other
 * callers too (another site instance, a tool on the same host): failed logins per phone are counted
 * here as well, and past the limit that phone's logins are refused with 429 and Retry-After for a
 * while, whoever asks and whatever the password. Successes count nothing, so a burst of players
 * signing in is never slowed; only failures do, per phone, so no client can lock out anybody but the
 * phone it guesses at. Kept in this process: with several API instances each one counts its own.
 */

export interface LoginGuardLimits {
  /** Failed logins of one phone within `windowMs` before it is held back. */
  failures: number;
  windowMs: number;
  /** How long a phone that passed the limit is refused. */
  blockMs: number;
}

export const LOGIN_GUARD_DEFAULTS: LoginGuardLimits = {
  // above the site's own per-phone limit (lib/security/rate-limit.ts, loginPhone 30 an hour), so a
  // player going through the site meets the site's message first
  failures: 50,
  windowMs: 60 * 60_000,
  blockMs: 15 * 60_000,
};

// bounds the memory one caller can make this use by trying ever new phones
const MAX_TRACKED = 50_000;

interface Entry {
  windowStart: number;
  failures: number;
  blockedUntil: number;
}

export class LoginGuard {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: () => Date,
    private readonly limits: LoginGuardLimits = LOGIN_GUARD_DEFAULTS,
  ) {}

  /** Seconds until the phone may try again, or 0 when it may now. */
  retryAfterSeconds(phone: string): number {
    const entry = this.entries.get(phone);
    if (!entry) return 0;
    const wait = entry.blockedUntil - this.clock().getTime();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  failed(phone: string): void {
    const now = this.clock().getTime();
    let entry = this.entries.get(phone);
    if (!entry || now - entry.windowStart >= this.limits.windowMs) {
      if (this.entries.size >= MAX_TRACKED) this.prune(now);
      entry = { windowStart: now, failures: 0, blockedUntil: entry?.blockedUntil ?? 0 };
      this.entries.set(phone, entry);
    }
    entry.failures += 1;
    if (entry.failures >= this.limits.failures) {
      entry.blockedUntil = now + this.limits.blockMs;
      entry.windowStart = now;
      entry.failures = 0;
    }
  }

  succeeded(phone: string): void {
    this.entries.delete(phone);
  }

  private prune(now: number): void {
    for (const [phone, e] of this.entries)
      if (now - e.windowStart >= this.limits.windowMs && e.blockedUntil <= now) this.entries.delete(phone);
    // still full of live entries: the oldest go first (a Map iterates in insertion order)
    for (const phone of this.entries.keys()) {
      if (this.entries.size < MAX_TRACKED) break;
      this.entries.delete(phone);
    }
  }
}
