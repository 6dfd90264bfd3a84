import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contract, type EndpointName } from '../../lib/casino/contract';
import { openApiText } from '../../lib/casino/openapi';
import { SPEC_7_CALLS } from '../spec7-calls';
import { startTestApi, type TestApi } from './helpers';

/*
 * The contract as OpenAPI 3.1 (casino-api/README.md, "The contract as OpenAPI"): served by the reference
 * API, valid by a maintained validator, complete for spec §7, and the checked-in copy current.
 */

const CHECKED_IN = path.join(__dirname, '..', '..', 'casino-api', 'openapi.json');

const SPEC_7 = SPEC_7_CALLS;

interface Operation {
  operationId: string;
  tags: string[];
  'x-extension'?: boolean;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, unknown> };
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The maintained validator is ESM-only: it runs in a child Node and reads the document on stdin. */
function validate(document: string): { valid: boolean; version?: string; errors?: unknown } {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    process.stdout.write(JSON.stringify({ ...result, version: validator.version }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: document,
    cwd: path.join(__dirname, '..', '..'),
  });
  return JSON.parse(out.toString()) as { valid: boolean; version?: string; errors?: unknown };
}

describe('OpenAPI document', () => {
  let api: TestApi;
  let served: string;
  let doc: Document;

  beforeAll(async () => {
    api = await startTestApi();
    const res = await fetch(`${api.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    served = await res.text();
    doc = JSON.parse(served) as Document;
  });
  afterAll(async () => {
    await api?.close().catch(() => undefined);
  });

  it('is served at /api/openapi.json and is a valid OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it('lists every call of spec §7, and every contract endpoint under its name', () => {
    const listed = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(listed).toEqual(expect.arrayContaining(SPEC_7));
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.sort()).toEqual(Object.keys(contract).sort());
  });

  it('marks the extensions, and only them, as optional extensions', () => {
    for (const [name, e] of Object.entries(contract)) {
      const op = doc.paths[e.path]![e.method.toLowerCase()]!;
      const spec = SPEC_7.includes(`${e.method} ${e.path}`);
      expect({ name, extension: op['x-extension'] === true }).toEqual({ name, extension: !spec });
      expect(op.tags).toEqual([spec ? 'spec §7' : 'extension']);
    }
  });

  it("says how each call travels: the member's bearer, form bodies, query strings, Idempotency-Key", () => {
    const op = (name: EndpointName) => doc.paths[contract[name].path]![contract[name].method.toLowerCase()]!;
    expect(op('profile').security).toEqual([{ member: [] }]);
    expect(op('login').security).toBeUndefined();
    expect(Object.keys(op('login').requestBody!.content)).toContain('application/x-www-form-urlencoded');
    expect(op('checkCredit').parameters).toEqual([
      expect.objectContaining({ name: 'phone', in: 'query', required: true }),
    ]);
    expect(op('withdraw').parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    expect(
      op('launchGame')
        .parameters!.filter((p) => p.in === 'path')
        .map((p) => p.name),
    ).toEqual(['a', 'b']);
  });

  it('is checked in up to date as casino-api/openapi.json', () => {
    const fresh = openApiText();
    expect(JSON.parse(served)).toEqual(JSON.parse(fresh));
    const current = readFileSync(CHECKED_IN, 'utf8') === fresh;
    if (!current) {
      throw new Error(
        'casino-api/openapi.json is stale: the contract (lib/casino/contract*.ts) changed. Regenerate it with\n\n' +
          '    npm run openapi\n\nand commit the result.',
      );
    }
  });
});
