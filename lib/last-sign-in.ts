/*
 * The "last signed in <time> on <device>" notice (Ontario iGaming standard 4.30, Pennsylvania
 * §812a.9; docs/security.md, Sessions). The login answer names the previous sign-in; the login form
 * keeps it in sessionStorage across its full-page navigation, and the member popups show it once.
 */

export interface LastSignIn {
  at: number;
  browser: string | null;
  os: string | null;
}

const KEY = 'lobby:last-sign-in';

export function rememberLastSignIn(value: LastSignIn | null | undefined): void {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled: the notice is a courtesy, the devices list still shows everything
  }
}

/** The remembered sign-in, once: reading it forgets it. */
export function takeLastSignIn(): LastSignIn | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && typeof (value as LastSignIn).at === 'number') {
      const { at, browser, os } = value as LastSignIn;
      return {
        at,
        browser: typeof browser === 'string' ? browser : null,
        os: typeof os === 'string' ? os : null,
      };
    }
  } catch {
    // unreadable: no notice
  }
  return null;
}
