import { BASE_PATH, withBasePath } from './base-path';
import { homePathOf } from './i18n/locales';
import { hardNavigate } from './navigate';

/** Read once by the next page (components/layout/signed-out-notice.tsx) to confirm the sign-out. */
export const SIGNED_OUT_KEY = 'lobby.signedOut';

/** Ends the local session without leaving the page (the session-time limit's notice stays on screen). */
export async function endSession(): Promise<void> {
  await fetch(`${BASE_PATH}/api/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}

/** Spec §4: logout ends the local session and returns home; a full load drops every cached member view. */
export async function logout(locale: string): Promise<void> {
  await endSession();
  try {
    sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  } catch {
    // storage refused (private mode): the sign-out still happens, only its notice is lost
  }
  hardNavigate(withBasePath(homePathOf(locale)));
}
