import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  apiPort,
  bff,
  cspViolations,
  DEMO,
  describeIf,
  missingPrerequisites,
  pageProblems,
  sitePort,
  startApi,
  startSite,
  waitReady,
  type Jar,
  type Service,
} from './support';

/*
 * What an operator with several instances relies on (docs/operations.md). Two reference Casino APIs on one
 * PostgreSQL database (started at the same moment, so migrations and the seed race), two
 * production site servers with the same SESSION_SECRET and REDIS_URL, site A on API 0 and site B
 * on API 1 — as behind a load balancer that sends each request anywhere.
 */

jest.setTimeout(240_000);

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
const database = `ops_${randomBytes(5).toString('hex')}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
/** A client address of this run only: rate-limit keys in the shared Redis outlive a run. */
const freshIp = () => `203.0.113.${1 + (randomBytes(1)[0]! % 250)}-${randomBytes(3).toString('hex')}`;

const reason = missingPrerequisites({ build: true, postgres: true, redis: true });

describeIf(reason)('two site instances and two API instances sharing PostgreSQL and Redis', () => {
  const A = sitePort(0);
  const B = sitePort(1);
  let services: Service[] = [];
  let dataDir: string;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'ops-multi-'));

    const apis = [0, 1].map((n) =>
      startApi(`api${n}`, apiPort(n), {
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '5',
        DATA_DIR: dataDir,
      }),
    );
    services.push(...apis);
    await Promise.all(apis.map((api, n) => waitReady(api, `http://127.0.0.1:${apiPort(n)}/ready`)));

    const sites = [A, B].map((port, n) =>
      startSite(`site${n}`, port, {
        CASINO_API_URL: `http://127.0.0.1:${apiPort(n)}/api`,
        REDIS_URL: 'redis://127.0.0.1:6379',
        DATA_DIR: dataDir,
        // behind a load balancer, as several instances are (docs/operations.md, reverse proxy): each
        // test plays a client of its own address
        TRUSTED_IP_HEADER: 'x-forwarded-for',
      }),
    );
    services.push(...sites);
    await Promise.all(
      sites.map((site, n) => waitReady(site, `http://127.0.0.1:${[A, B][n]}/lobby/api/ready`)),
    );
  });

  afterAll(async () => {
    await Promise.all(services.map((s) => s.stop()));
    services = [];
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // docs/security.md, CSP: the first requests after a start race the prerendered pages' hashes
  // (lib/security/static-page-hashes.ts); every answer's scripts must pass its own policy
  it('answers a burst of first page requests on both instances with scripts their CSP allows', async () => {
    const pages = ['/lobby', '/lobby/en/promotion', '/lobby/cn', '/lobby/article', '/lobby/login'];
    const answers = await Promise.all(
      [A, B].flatMap((port) =>
        pages.flatMap((p) =>
          Array.from({ length: 4 }, async () => {
            const res = await fetch(`http://127.0.0.1:${port}${p}`);
            const html = await res.text();
            return {
              page: `${port}${p}`,
              status: res.status,
              violations: cspViolations(html, res.headers.get('content-security-policy') ?? ''),
            };
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.violations.length > 0)).toEqual([]);
  });

  // docs/operations.md, reverse proxy: both sites are bound to 127.0.0.1, as behind nginx
  it('serves pages, an RSC navigation and redirects on both loopback-bound instances', async () => {
    expect(await pageProblems(A)).toEqual([]);
    expect(await pageProblems(B)).toEqual([]);
  });

  it('migrated and seeded the shared database once although both APIs started together', async () => {
    const db = await connect();
    try {
      const migrations = await db.query(
        'SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name',
      );
      expect(migrations.rows.length).toBeGreaterThan(0);
      expect(migrations.rows.every((r) => r.n === 1)).toBe(true);
      const members = await db.query('SELECT count(*)::int AS n FROM customers WHERE phone = $1', [
        DEMO.phone,
      ]);
      expect(members.rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
  });

  it('keeps a member logged in on A signed in on B', async () => {
    const jar: Jar = {};
    const ip = freshIp();
    expect((await bff(A, '/login', { body: DEMO, jar, ip })).status).toBe(200);

    const profile = await bff(B, '/customers/profile', { jar, ip });
    expect(profile.status).toBe(200);
    expect(profile.body.phone).toBe(DEMO.phone);
  });

  it('refuses on B, at once, a copy of the cookie logged out on A; and a device signed out from A', async () => {
    const ip = freshIp();
    const jar: Jar = {};
    expect((await bff(A, '/login', { body: DEMO, jar, ip })).status).toBe(200);
    const copy: Jar = { cookie: jar.cookie };
    expect((await bff(B, '/customers/profile', { jar: { ...copy }, ip })).status).toBe(200);
    expect((await bff(A, '/logout', { body: {}, jar, ip })).status).toBe(200);
    // no cache on B may still hold the session: its record is gone from Redis
    expect((await bff(B, '/customers/profile', { jar: { ...copy }, ip })).status).toBe(401);

    const here: Jar = {};
    const there: Jar = {};
    expect((await bff(A, '/login', { body: DEMO, jar: here, ip })).status).toBe(200);
    expect((await bff(B, '/login', { body: DEMO, jar: there, ip })).status).toBe(200);
    const list = await bff(B, '/sessions', { jar: here, ip });
    expect(list.status).toBe(200);
    const other = (list.body.sessions as Array<{ handle: string; current: boolean }>).filter(
      (d) => !d.current,
    );
    expect(other.length).toBeGreaterThanOrEqual(1);
    for (const d of other)
      expect((await bff(A, `/sessions/${d.handle}/sign-out`, { body: {}, jar: here, ip })).status).toBe(200);
    expect((await bff(B, '/customers/profile', { jar: there, ip })).status).toBe(401);
    expect((await bff(A, '/customers/profile', { jar: there, ip })).status).toBe(401);
    expect((await bff(B, '/customers/profile', { jar: here, ip })).status).toBe(200);
  });

  it('adds failed logins on both instances up to one lock-out', async () => {
    const ip = freshIp();
    const wrong = { phone: DEMO.phone, password: 'Wrong1234' };
    // 5 failures lock a phone+address pair (lib/security/rate-limit.ts); neither instance sees 5
    const statuses = [];
    for (const port of [A, B, A, B, A])
      statuses.push((await bff(port, '/login', { body: wrong, ip })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    // now even the right password is refused, on either instance
    expect((await bff(B, '/login', { body: DEMO, ip })).status).toBe(429);
    expect((await bff(A, '/login', { body: DEMO, ip })).status).toBe(429);
  });

  it('accepts at most one of 20 parallel withdrawals spread over both APIs, and the ledger balances', async () => {
    const jar: Jar = {};
    const ip = freshIp();
    expect((await bff(A, '/login', { body: DEMO, jar, ip })).status).toBe(200);
    const before = await ledger();

    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await bff(i % 2 === 0 ? A : B, '/requests/withdraw', {
          body: { amount: 100 },
          jar,
          ip,
          headers: { 'idempotency-key': randomUUID() },
        });
        return res.status;
      }),
    );
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBe(1);
    // the others were told why (a pending withdrawal exists), none failed on the server
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    const after = await ledger();
    expect(after.balance).toBe(before.balance - 100_00);
    expect(after.pendingWithdrawals).toBe(before.pendingWithdrawals + 1);
    // every credit change is a ledger row: one hold per withdrawal request, no more
    expect(after.unmatchedHolds).toBe(0);
  });

  it('stops every instance cleanly on SIGTERM', async () => {
    const codes = await Promise.all(services.map((s) => s.stop()));
    services = [];
    expect(codes).toEqual([0, 0, 0, 0]);
  });

  async function connect(): Promise<pg.Client> {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    return db;
  }

  async function ledger(): Promise<{ balance: number; pendingWithdrawals: number; unmatchedHolds: number }> {
    const db = await connect();
    try {
      const { rows } = await db.query(
        `SELECT
           (SELECT coalesce(sum(l.amount_satang), 0)::bigint FROM ledger l WHERE l.customer_id = c.id) AS balance,
           (SELECT count(*)::int FROM requests r WHERE r.customer_id = c.id AND r.type = 'withdraw' AND r.status = 'pending') AS pending,
           (SELECT count(*)::int FROM requests r WHERE r.customer_id = c.id AND r.type = 'withdraw'
              AND (SELECT count(*) FROM ledger l WHERE l.ref = 'request:' || r.id AND l.kind = 'withdraw') <> 1) AS unmatched
         FROM customers c WHERE c.phone = $1`,
        [DEMO.phone],
      );
      return {
        balance: Number(rows[0].balance),
        pendingWithdrawals: rows[0].pending,
        unmatchedHolds: rows[0].unmatched,
      };
    } finally {
      await db.end();
    }
  }
});
