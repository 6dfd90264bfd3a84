/*
 * The notice kinds on their own, without the wire schemas of contract-notices.ts: the member widgets
 * that every member page loads (the money news, the News tab's count) need the list, and importing it
 * from the contract module brought zod with it, 390 kB of script evaluated in the member's first
 * second (docs/performance.md, "Touches").
 */

/**
 * The kinds this site knows how to word (messages: `Notices.kinds.<kind>`). Adding one is this list,
 * its three catalogue entries and whatever records it upstream; a kind the site does not know yet
 * (a newer upstream) is skipped, not an error, so the upstream may add kinds first.
 */
export const noticeKinds = [
  'deposit_credited',
  'deposit_refused',
  'deposit_lapsed',
  'withdraw_paid',
  'withdraw_refused',
  'withdraw_lapsed',
  'password_changed',
  // a deposit, loss or session limit set or changed (docs/player-protection.md)
  'limits_changed',
  // passkeys (casino-api/README.md, "Passkeys"): the member's other devices hear of them
  'passkey_sign_in',
  'passkey_added',
  'passkey_removed',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];
