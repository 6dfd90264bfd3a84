import { BASE_PATH, withBasePath } from './base-path';
import { homePathOf } from './i18n/locales';
import { hardNavigate } from './navigate';

/** Spec §4: logout ends the local session and returns home; a full load drops every cached member view. */
export async function logout(locale: string): Promise<void> {
  await fetch(`${BASE_PATH}/api/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
  hardNavigate(withBasePath(homePathOf(locale)));
}
