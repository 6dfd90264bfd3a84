import pg from 'pg';
import { demo, startTestApi, type TestApi } from './helpers';

/*
 * docs/operations.md: every member's open page polls the profile, so with tens of thousands of members each
 * query behind GET /customers/profile must be served by an index. The SQL the API really sends
 * is captured and EXPLAINed with sequential scans priced out (enable_seqscan = off): PostgreSQL
 * still picks a Seq Scan only when no index can serve the query at all. PostgreSQL only
 * (DATABASE_URL; .ci/run sets it); PGlite is one process's demo database, where the suite is not selected.
 */

// jest.config.mjs selects *.pg.test.ts only when DATABASE_URL is set (npm run test:casino-api on PostgreSQL).
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('profile-indexes needs PostgreSQL: set DATABASE_URL');

interface Captured {
  text: string;
  values: unknown[];
}

describe('profile polling on PostgreSQL', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('uses an index for every query of GET /customers/profile', async () => {
    const token = await api.login(demo.phone, demo.password);
    const queries = await capture(async () => {
      const res = await api.call('GET', '/customers/profile', { token });
      expect(res.status).toBe(200);
    });
    const explained = queries.filter((q) => /^\s*(select|update|delete|with)\b/i.test(q.text));
    expect(explained.length).toBeGreaterThan(0);

    const explain = new pg.Client({
      connectionString: databaseUrl,
      options: `-c search_path="${api.schema}"`,
    });
    await explain.connect();
    try {
      await explain.query('SET enable_seqscan = off');
      const scans: string[] = [];
      for (const q of explained) {
        const { rows } = await explain.query(`EXPLAIN (FORMAT JSON) ${q.text}`, q.values);
        for (const table of seqScans(rows[0]['QUERY PLAN'][0].Plan)) scans.push(`${table}: ${q.text}`);
      }
      expect(scans).toEqual([]);
    } finally {
      await explain.end();
    }
  });
});

/** Records what the API sends through node-postgres while fn runs (the API runs in this process). */
async function capture(fn: () => Promise<void>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    if (text)
      captured.push({
        text,
        values: Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []),
      });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}
