import { z } from 'zod';
import {
  contract,
  IDEMPOTENCY_HEADER,
  upstreamErrorSchema,
  type Endpoint,
  type EndpointName,
} from './contract';

/*
 * The upstream contract as an OpenAPI 3.1 document, for an operator building their own backend
 * (casino-api/README.md, "The contract as OpenAPI"). Generated from `contract` alone, so an endpoint
 * added there is in the document with no entry here; `summaries` below only words it for a reader.
 * Schemas are the wire shapes (zod's input side): what the upstream must send and may receive.
 * Checked in as casino-api/openapi.json (regenerate: `npm run openapi`) and served by the reference
 * API at /api/openapi.json.
 */

/** What each operation does, in a line; an endpoint without one gets its method and path. */
const summaries: Partial<Record<EndpointName, string>> = {
  login: 'Sign in with phone and password; answers a member bearer token (spec §7, §8)',
  profile: "The member's profile, credit, pending request, promotions and history (spec §3)",
  checkCredit: 'Whether the credit is low enough to take a promotion (spec §7)',
  checkTurnover: "Whether the current promotion's turnover is done (spec §7)",
  launchGame: 'The URL of a game for the member: path parameters are provider and game code',
  notification: 'The announcements (spec §3)',
  referral: "The member's referral link, friends and earnings for a day (spec §3)",
  getReferralBonus: "Moves the member's referral earnings to their credit",
  getBonus: 'Takes the cashback or event bonus {id}',
  updatePassword: 'Changes the password of the signed-in member (spec §5)',
  resetStart: 'Forgotten password, step 1: sends an OTP by SMS; answers a reset token',
  resetConfirmOtp: 'Forgotten password, step 2: checks the OTP',
  resetConfirmPassword: 'Forgotten password, step 3: sets the new password',
  registerPhone: 'Registration, step 1: sends an OTP to a new phone (spec §4)',
  registerOtp: 'Registration, step 2: checks the OTP; answers a registration token',
  registerPassword: 'Registration, step 3: sets the password (registration token)',
  registerBankAccount: 'Registration, step 4: the bank account money is withdrawn to',
  depositPaymentGateway: 'A deposit by PromptPay QR: answers the pending request with its QR',
  depositPrepare: 'A deposit by bank transfer to the account shown: answers the pending request',
  depositCancel: 'Cancels the pending deposit {id}',
  withdraw: 'A withdrawal to the registered bank account; the amount is held until staff settle it',
  promotions: 'Active promotions (spec §3 fields, names in three languages)',
  games: 'The game catalogue',
  affiliate: 'An affiliate by key, for the registration page; 404 when unknown',
  trialGame: 'A trial game with play money that never touches a wallet',
  siteInfo: "The site's name, contact link and referral-link prefix (spec §3)",
  protection: "The member's deposit limits, break, reality check and session (docs/player-protection.md)",
  depositLimits: 'Sets daily, weekly, monthly deposit limits: lower at once, higher after 24 h',
  exclusion: 'Starts a time-out or self-exclusion; cannot shorten a running one',
  realityCheck: 'Sets the reality-check interval (0, 15, 30 or 60 minutes)',
  accountReview:
    'The periodic account review: totals since the last one, and whether it or a limit prompt is due',
  accountReviewDone: 'Records that the member dismissed the account review; may set how often it comes back',
  gameReturns: "The member's stakes, wins and net per game over the last 30 days, from their rounds",
  statement: 'Completed deposits and withdrawals between two Bangkok days, with lifetime totals',
  sessionRefresh: "Extends the caller's token (the session-timeout warning's 'stay signed in')",
  requestTimeline: "The steps of one of the member's requests, oldest first",
  payoutTime: 'The median time from submit to paid of the last 7 days',
};

const EXTENSION_NOTE =
  'Extension beyond spec §7: optional for an operator backend. An upstream without it answers 404 ' +
  'and the site shows less (casino-api/README.md).';

type Schema = Record<string, unknown>;

/** The JSON Schema (2020-12, OpenAPI 3.1's dialect) of what travels on the wire. */
function wire(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'throw',
  }) as Schema;
  // The document declares the dialect once (OpenAPI 3.1's default); a `$schema` per schema is noise.
  delete json.$schema;
  return json;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('UpstreamError') } },
});

function operation(name: EndpointName, e: Endpoint<z.ZodType, z.ZodType>): Schema {
  const request = wire(e.request);
  const properties = (request.properties ?? {}) as Record<string, Schema>;
  const required = new Set((request.required ?? []) as string[]);
  const takesInput = Object.keys(properties).length > 0;
  const parameters: Schema[] = [...e.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => ({
    name: param,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (e.encoding === 'query') {
    for (const [param, schema] of Object.entries(properties)) {
      parameters.push({ name: param, in: 'query', required: required.has(param), schema });
    }
  }
  if (e.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'Same key and body: the stored answer, the effect once; same key, other body: 422 (casino-api/README.md)',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' },
    });
  }
  const op: Schema = {
    operationId: name,
    summary: summaries[name] ?? `${e.method} ${e.path}`,
    tags: [e.extension ? 'extension' : 'spec §7'],
    ...(e.extension ? { description: EXTENSION_NOTE, 'x-extension': true } : {}),
    ...(parameters.length ? { parameters } : {}),
  };
  // Spec §7's client sends forms; the reference API also reads the same fields as JSON.
  if (e.encoding === 'form' || e.encoding === 'json') {
    const types =
      e.encoding === 'form'
        ? ['application/x-www-form-urlencoded', 'application/json']
        : ['application/json'];
    op.requestBody = {
      required: true,
      content: Object.fromEntries(types.map((type) => [type, { schema: request }])),
    };
  }
  if (e.auth !== 'none') op.security = [{ [e.auth]: [] }];
  const responses: Schema = {
    '200': { description: 'OK', content: { 'application/json': { schema: wire(e.response) } } },
  };
  if (e.auth !== 'none') responses['401'] = errorAnswer("No valid token: {message: 'Unauthenticated.'}");
  if (takesInput || e.idempotent)
    responses['422'] = errorAnswer('Refused input: {message, errors: {field: [message]}}');
  op.responses = responses;
  return op;
}

/** The whole document; deterministic, so the checked-in copy can be compared byte for byte. */
export function openApiDocument(): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const [name, e] of Object.entries(contract) as Array<[EndpointName, Endpoint<z.ZodType, z.ZodType>]>) {
    (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(name, e);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Casino API: the member site upstream',
      version: '1.0.0',
      description:
        "Every call of the member site spec §7, plus the site's extensions (tag `extension`, `x-extension: " +
        'true`; optional for an operator backend). Amounts are baht with 2 decimals; Thai messages. ' +
        'Generated from lib/casino/contract.ts.',
    },
    servers: [{ url: '/api', description: 'CASINO_API_URL ends in /api' }],
    tags: [
      { name: 'spec §7', description: 'The calls of the spec, with its shapes' },
      { name: 'extension', description: EXTENSION_NOTE },
    ],
    paths,
    components: {
      schemas: { UpstreamError: wire(upstreamErrorSchema) },
      securitySchemes: {
        member: { type: 'http', scheme: 'bearer', description: "The member's access_token from login" },
        register: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access_token of register/otp, for register/password only',
        },
      },
    },
  };
}

/** The checked-in text: two-space JSON and a final newline, as Prettier leaves it. */
export const openApiText = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
