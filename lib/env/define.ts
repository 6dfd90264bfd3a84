import { z } from 'zod';

/*
 * One typed configuration per process (docs/operations.md, "Environment variables"). Each program — the
 * member site, the reference Casino API, the launcher — declares every variable it reads once, with
 * its parser (and so its default), a one-line description and what NODE_ENV=production demands of it.
 * From that one declaration come the typed values code reads, the production start-up check that
 * lists every problem at once, and .env.example (scripts/env-example.ts).
 *
 * No 'server-only' here: the launcher and the reference API use it outside Next. No browser code may
 * import it (tests/unit/lib/env/env-reads.test.ts): zod and the operator's secrets stay on the server.
 */

export type Env = Record<string, string | undefined>;

/** What NODE_ENV=production demands of one variable: the rule in words and its check. */
export interface ProductionRule {
  /** The rule as .env.example states it, e.g. "required, https://". */
  rule: string;
  /**
   * The problem with the raw value, one line starting with the variable's name, or null. Runs before
   * the parser, so its wording wins for the cases it names; the parser still judges the format.
   */
  check(raw: string | undefined, env: Env): string | null;
}

export interface VarSpec<S extends z.ZodType = z.ZodType> {
  /** Parses the raw value, an empty string counting as unset; a default lives here. */
  schema: S;
  description: string;
  /** The default in words, as .env.example shows it. */
  default: string;
  production?: ProductionRule;
}

export type Vars = Record<string, VarSpec>;
export type Values<V extends Vars> = { [K in keyof V]: z.output<V[K]['schema']> };

export function variable<S extends z.ZodType>(spec: VarSpec<S>): VarSpec<S> {
  return spec;
}

/** The same variable with another description or default, for a process that reads it differently. */
export function restate<S extends z.ZodType>(
  spec: VarSpec<S>,
  changes: Partial<VarSpec<z.ZodType>>,
): VarSpec<S> {
  return { ...spec, ...changes } as VarSpec<S>;
}

const unset = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface ProcessEnv<V extends Vars> {
  /** Which program, as .env.example groups it. */
  title: string;
  /** Where it runs and how it gets its environment, one paragraph for .env.example. */
  about: string;
  vars: V;
  /** The process's schema: every variable, parsed as one object. */
  schema: z.ZodType<Values<V>>;
  /** One typed value, read from the environment now (tests change it between cases). */
  get<K extends keyof V & string>(name: K, env?: Env): Values<V>[K];
  /** Every value at once; a ConfigError names every variable that does not parse. */
  read(env?: Env): Values<V>;
  /** Every variable that does not parse, one line each; empty when all do. */
  problems(env?: Env): string[];
  /** problems() with production's own rules, in declaration order (docs/operations.md). */
  productionProblems(env?: Env): string[];
}

export function defineEnv<V extends Vars>(title: string, about: string, vars: V): ProcessEnv<V> {
  const shape = Object.fromEntries(
    Object.entries(vars).map(([name, spec]) => [name, z.preprocess(unset, spec.schema)]),
  );
  const schema = z.object(shape) as unknown as z.ZodType<Values<V>>;
  // A value is parsed again only when its raw text changed: the request path reads some of these.
  const memo = new Map<string, { raw: string | undefined; value: unknown }>();

  const problemOf = (name: string, raw: string | undefined): string | null => {
    const parsed = vars[name]!.schema.safeParse(unset(raw));
    return parsed.success ? null : issueLine(name, parsed.error);
  };

  return {
    title,
    about,
    vars,
    schema,
    get(name, env = process.env) {
      const raw = env[name];
      const hit = memo.get(name);
      if (hit && hit.raw === raw && env === process.env) return hit.value as never;
      const parsed = vars[name]!.schema.safeParse(unset(raw));
      if (!parsed.success) throw new ConfigError([issueLine(name, parsed.error)]);
      if (env === process.env) memo.set(name, { raw, value: parsed.data });
      return parsed.data as never;
    },
    read(env = process.env) {
      const problems = this.problems(env);
      if (problems.length > 0) throw new ConfigError(problems);
      return schema.parse(env);
    },
    problems(env = process.env) {
      return Object.keys(vars).flatMap((name) => problemOf(name, env[name]) ?? []);
    },
    productionProblems(env = process.env) {
      return Object.entries(vars).flatMap(([name, spec]) => {
        const raw = unset(env[name]);
        return spec.production?.check(raw, env) ?? problemOf(name, raw) ?? [];
      });
    },
  };
}

/** `NAME message`: the parsers' messages read as the rest of the sentence ("must be …", "is …"). */
function issueLine(name: string, error: z.ZodError): string {
  const message = error.issues[0]?.message ?? 'is invalid';
  return `${name} ${message}`;
}

/* Parsers shared by the processes. Every message continues the variable's name. */

export function integer(min: number, max: number) {
  return z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });
}

export function httpUrl() {
  return z.url({ protocol: /^https?$/, error: 'is not a URL (http:// or https://)' });
}

/** "true"/"false", and the usual spellings of them. */
export const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

export function trueOrFalse() {
  return z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');
}

/* Production rules. */

export function requiredRule(name: string, why = ''): ProductionRule {
  return { rule: 'required', check: (raw) => (raw ? null : `${name} is missing${why}`) };
}

/** Placeholders from docs and examples that must never guard real sessions or money. */
const KNOWN_WEAK_SECRETS = [
  'changeme',
  'change-me',
  'secret',
  'password',
  'example',
  'session-secret',
  'integration-test-secret',
];

/** At least `min` characters and not a guessable value; null when the secret will do. */
export function secretProblem(name: string, value: string | undefined, min = 32): string | null {
  if (!value) return `${name} is missing`;
  if (value.length < min)
    return `${name} is ${value.length} characters; it needs at least ${min} (e.g. \`openssl rand -base64 48\`)`;
  const lowered = value.toLowerCase();
  if (KNOWN_WEAK_SECRETS.some((w) => lowered.startsWith(w)) || lowered.includes('demo'))
    return `${name} is a placeholder or demo value`;
  // 'aaaa…' or '1212…' is long but guessable; random secrets have many distinct characters.
  if (new Set(value).size < 10) return `${name} has too few distinct characters to be random`;
  return null;
}

export function formatProblems(service: string, problems: string[], production = true): string {
  return [
    `${service} cannot start${production ? ' in production' : ''}; fix these environment variables:`,
    ...problems.map((p) => `  - ${p}`),
    'See .env.example and docs/operations.md.',
  ].join('\n');
}
