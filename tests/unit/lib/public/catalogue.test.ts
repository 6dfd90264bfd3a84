/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * The catalogue pages after a build made without the Casino API (docs/architecture.md, "Catalogue
 * pages"): a failed load tags the page for a fresh render at start-up, and the build says so once.
 */

const taggedCalls: string[][] = [];
jest.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>, _key: string[], opts?: { tags?: string[] }) =>
    (...a: A) => {
      taggedCalls.push(opts?.tags ?? []);
      return fn(...a);
    },
}));

const callUpstream = jest.fn();
jest.mock('@/lib/casino/client', () => ({ callUpstream: (...a: unknown[]) => callUpstream(...a) }));

// the site's logger (lib/log.ts): one set of mocks across jest.resetModules()
const mockLog = { info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() };
jest.mock('@/lib/log', () => ({ log: mockLog }));
jest.mock('@/lib/process-log', () => ({ processLog: mockLog }));

const env = { ...process.env };
let dist: string;

beforeEach(() => {
  jest.resetModules();
  taggedCalls.length = 0;
  callUpstream.mockReset();
  dist = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  process.env.LOBBY_DIST_DIR = dist;
  for (const fn of Object.values(mockLog)) fn.mockReset();
});

afterEach(() => {
  process.env = { ...env };
  rmSync(dist, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const unreachable = () => Object.assign(new Error('fetch failed'), { detail: 'connect ECONNREFUSED 127.0.0.1:4000' });

describe('catalogue loads', () => {
  it('tags a page rendered without the upstream as a gap, and the build prints one calm line for all of them', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    process.env.CASINO_API_URL = 'http://127.0.0.1:4000/api';
    callUpstream.mockRejectedValue(unreachable());
    const first = await import('@/lib/public/catalogue');
    expect(await first.publicPromotions()).toEqual({ ok: false });
    expect(await first.publicGames()).toEqual({ ok: false });
    // another build worker: its own module instance, the same build directory
    jest.resetModules();
    const second = await import('@/lib/public/catalogue');
    expect(await second.publicGames()).toEqual({ ok: false });

    expect(taggedCalls.filter((tags) => tags.includes('catalogue-gap'))).toHaveLength(3);
    expect(mockLog.info).toHaveBeenCalledTimes(1);
    expect(mockLog.info).toHaveBeenCalledWith(expect.stringMatching(/^\[catalogue\] No Casino API during the build \(connect ECONNREFUSED 127\.0\.0\.1:4000\)/));
    expect(mockLog.warn).not.toHaveBeenCalled();
  });

  it('a build with no upstream configured says so in plain words', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    delete process.env.CASINO_API_URL;
    callUpstream.mockRejectedValue(new Error('Invalid configuration:\nCASINO_API_URL: Invalid input: expected string, received undefined'));
    const { publicGames } = await import('@/lib/public/catalogue');
    await publicGames();
    expect(mockLog.info).toHaveBeenCalledWith(
      '[catalogue] No Casino API during the build (CASINO_API_URL is not set): promotions and games are loaded on the first request after start.',
    );
  });

  it('at run time reports each failure as a warning', async () => {
    delete process.env.NEXT_PHASE;
    callUpstream.mockRejectedValue(unreachable());
    const { publicPromotions } = await import('@/lib/public/catalogue');
    await publicPromotions();
    await publicPromotions();
    expect(mockLog.warn).toHaveBeenCalledTimes(2);
    expect(mockLog.warn).toHaveBeenCalledWith('[catalogue] promotions unavailable: connect ECONNREFUSED 127.0.0.1:4000');
  });

  it('a page with its list is not tagged', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    callUpstream.mockResolvedValue({ data: [] });
    const { publicGames } = await import('@/lib/public/catalogue');
    expect(await publicGames()).toEqual({ ok: true, items: [] });
    expect(taggedCalls.flat()).not.toContain('catalogue-gap');
    expect(mockLog.info).not.toHaveBeenCalled();
  });
});

describe('start-up expiry of the gap tag', () => {
  it("marks the tag expired in the tags manifest of the project's own Next.js, so those pages render before answering", async () => {
    const { expireCatalogueGaps, CATALOGUE_GAP_TAG } = await import('@/lib/public/catalogue-gap');
    const { areTagsExpired } = jest.requireActual<{
      areTagsExpired: (tags: string[], timestamp: number) => boolean;
    }>('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
    const builtAt = Date.now() - 60_000;
    expect(areTagsExpired([CATALOGUE_GAP_TAG], builtAt)).toBe(false);
    expect(expireCatalogueGaps(path.join(process.cwd(), 'package.json'))).toBe(true);
    expect(areTagsExpired(['promotions', CATALOGUE_GAP_TAG], builtAt)).toBe(true);
    expect(areTagsExpired(['promotions'], builtAt)).toBe(false);
    // a page rendered after start-up is newer than the expiry
    expect(areTagsExpired([CATALOGUE_GAP_TAG], Date.now() + 1000)).toBe(false);
  });
});
