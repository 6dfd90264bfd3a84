import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiLog } from './access-log';

/*
 * Laravel-shaped error bodies (spec §7 lists errors.phone, errors.error, msg): the site and any
 * real operator backend agree on them. Nothing internal — stack, SQL, input — ever leaves here.
 */

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export const unauthenticated = () => new ApiError(401, { message: 'Unauthenticated.' });

export function validationFailed(errors: FieldErrors): ApiError {
  const first = Object.values(errors).flat()[0] ?? 'ข้อมูลไม่ถูกต้อง';
  return new ApiError(422, { message: first, errors });
}

export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] });

export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
  // logged for the operator; the client only learns that something broke
  apiLog.error({ method: c.req.method, route: c.req.routePath, err: error }, 'request failed');
  return c.json({ message: 'Server Error' }, 500);
}
