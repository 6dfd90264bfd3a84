import { AppError } from '../errors';
import { BASE_PATH } from '../base-path';
import { announceMemberHint } from '../stores/member-hint';
import { reportMaintenance } from '../stores/site-status';

/** The browser's one way to call the BFF: JSON in, JSON out, failures as AppError (STYLE.md #8). */
export async function bffFetch<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${BASE_PATH}/api${path}`, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new AppError('network');
  }
  announceMemberHint();
  if (!res.ok) {
    const error = await AppError.fromResponse(res);
    if (error.code === 'maintenance') reportMaintenance();
    throw error;
  }
  return (await res.json()) as T;
}
