/*
 * Session lifetimes shared by the sealed cookie (lib/session/session.ts) and the server-side record
 * (lib/session/records.ts); the idle limit itself is SESSION_IDLE_MINUTES (lib/config.ts).
 */

/** Absolute lifetime of a sign-in, whatever the upstream token says (ASVS V7.3). */
export const MAX_SESSION_SECONDS = 12 * 60 * 60;
/** A BFF call re-seals the session (and touches its record) to move the idle clock at most this often. */
export const IDLE_REFRESH_MS = 60_000;
