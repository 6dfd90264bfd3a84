import { AppError } from '../errors';
import { BASE_PATH } from '../base-path';
import { announceMemberHint } from '../stores/member-hint';
import { reportMaintenance } from '../stores/site-status';
import { EARLY_PROFILE_MAX_AGE_MS } from '../session/member-hint-script';

// `answer` settles as undefined when the request failed (the head script catches it)
type EarlyWindow = Window & { __lobbyEarlyProfile?: { at: number; answer: Promise<Response | undefined> } };

/**
 * The profile request the head script started as the page began to load (lib/session/member-hint-script.ts),
 * once, while it is fresh: a member's money popups always read the member anew (spec §4), so an answer
 * older than EARLY_PROFILE_MAX_AGE_MS is dropped and fetched again.
 */
function takeEarlyProfile(path: string, method: string): Promise<Response | undefined> | null {
  if (path !== '/customers/profile' || method !== 'GET' || typeof window === 'undefined') return null;
  const w = window as EarlyWindow;
  const early = w.__lobbyEarlyProfile;
  if (!early) return null;
  delete w.__lobbyEarlyProfile;
  return Date.now() - early.at <= EARLY_PROFILE_MAX_AGE_MS ? early.answer : null;
}

/** The browser's one way to call the BFF: JSON in, JSON out, failures as AppError (STYLE.md #8). */
export async function bffFetch<T>(
  path: string,
  init: {
    method?: 'GET' | 'POST';
    body?: unknown;
    /** Money submits (lib/bff/submit-key.ts). */ idempotencyKey?: string;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
  let res: Response;
  try {
    const early = takeEarlyProfile(path, init.method ?? 'GET');
    res =
      (early && (await early.catch(() => undefined))) ||
      (await fetch(`${BASE_PATH}/api${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'same-origin',
      }));
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
