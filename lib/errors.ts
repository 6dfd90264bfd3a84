/*
 * One error type with a closed set of codes that round-trips server ↔ browser (STYLE.md, Errors).
 * Responses carry a code the UI translates (`Errors.<code>`), plus upstream field messages,
 * which are already Thai sentences from spec §8 and are shown as they are.
 */

export const errorCodes = {
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  /** A sensitive action needs a fresh proof of the player first (lib/session/step-up.ts). */
  step_up_required: 403,
  not_found: 404,
  validation: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  conflict: 409,
  rate_limited: 429,
  upstream_unavailable: 502,
  upstream_contract: 502,
  maintenance: 503,
  upstream_timeout: 504,
  network: 0,
  unknown: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  code: ErrorCode;
  message?: string;
  fieldErrors?: FieldErrors;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly detail?: string;
  /** For 429 answers: the Retry-After header. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    opts: { message?: string; fieldErrors?: FieldErrors; detail?: string; retryAfterSeconds?: number } = {},
  ) {
    super(opts.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = opts.fieldErrors;
    // `detail` is for logs only: never sent to the browser.
    this.detail = opts.detail;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  get status(): number {
    return errorCodes[this.code] || 500;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code };
    if (this.message !== this.code) body.message = this.message;
    if (this.fieldErrors && Object.keys(this.fieldErrors).length) body.fieldErrors = this.fieldErrors;
    return body;
  }

  /** Rebuilds the error from a BFF answer in the browser; anything unrecognised is `unknown`. */
  static async fromResponse(res: Response): Promise<AppError> {
    const body: unknown = await res.json().catch(() => null);
    if (
      body &&
      typeof body === 'object' &&
      'code' in body &&
      typeof body.code === 'string' &&
      body.code in errorCodes
    ) {
      const { code, message, fieldErrors } = body as ErrorBody;
      return new AppError(code, { message, fieldErrors });
    }
    return new AppError(
      res.status === 429 ? 'rate_limited' : res.status >= 500 ? 'upstream_unavailable' : 'unknown',
    );
  }
}
