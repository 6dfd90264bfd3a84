/*
 * Why the site sent a member to the login page, told there in words (every state change says so): the
 * password they just changed ended their session (spec §4), or a member page found their session ended
 * (idle limit, signed out from another device, the 12-hour cap: app/api/session/expired). Only these
 * values are shown; anything else in the link is ignored, so a link cannot put words on the page.
 */
export const LOGIN_REASONS = ['password-changed', 'ended'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export function loginReason(value: string | string[] | undefined): LoginReason | null {
  return typeof value === 'string' && (LOGIN_REASONS as readonly string[]).includes(value)
    ? (value as LoginReason)
    : null;
}

/** The login page's path with its reason: ('/en', 'ended') → '/en/login?reason=ended'. */
export function loginPathFor(prefix: string, reason: LoginReason, next?: string | null): string {
  const query = new URLSearchParams(next ? { next, reason } : { reason });
  return `${prefix}/login?${query}`;
}
