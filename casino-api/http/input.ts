import type { Context } from 'hono';
import type { z } from 'zod';
import type { Encoding } from '../../lib/casino/contract';
import { ApiError, type FieldErrors, validationFailed } from './errors';
import { thaiMessage, unknownFieldMessage } from './messages';

/*
 * Request input as the contract's encodings carry it. Form and JSON bodies are both accepted on
 * every body endpoint: the spec's client posts forms, our BFF may post either (brief).
 */

type Raw = Record<string, unknown>;

export async function readInput(c: Context, encoding: Encoding): Promise<Raw> {
  if (encoding === 'none') return {};
  if (encoding === 'query') return c.req.query();
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/json')) {
    const body: unknown = await c.req.json().catch(() => {
      throw new ApiError(400, { message: 'Malformed JSON' });
    });
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Raw) : {};
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.parseBody();
    // files have no place in this API; dropping them keeps every value a string
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  }
  return {};
}

export function parseInput<S extends z.ZodType>(schema: S, raw: Raw): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, unknownFieldMessage(key));
      continue;
    }
    const field = String(issue.path[0] ?? 'error');
    // a missing field is an invalid_type issue in zod; members should read "required"
    const missing = raw[field] === undefined || raw[field] === null;
    const key = missing && issue.path.length > 0 ? 'required' : issue.message;
    // Laravel's `confirmed` rule reports on the password itself, where spec §7 reads errors.password
    const target = key === 'passwordMismatch' ? 'password' : field;
    add(target, thaiMessage(key, target));
  }
  throw validationFailed(errors);
}
