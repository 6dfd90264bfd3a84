import { AppError } from '../errors';
import { BASE_PATH } from '../base-path';
import { announceMemberHint } from '../stores/member-hint';
import { reportMaintenance } from '../stores/site-status';

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
    res = await fetch(`${BASE_PATH}/api${path}`, {
      method: init.method ?? 'GET',
      headers,
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
