import { bffFetch } from '@/lib/bff/browser';
import { EARLY_PROFILE_MAX_AGE_MS } from '@/lib/session/member-hint-script';

/*
 * The first profile read of a page takes the answer the head script asked for while the page loaded
 * (lib/session/member-hint-script.ts), once and only while fresh: the money popups read the member anew
 * (spec §4), so an old answer must never stand in for that.
 */

type EarlyWindow = Window & { __lobbyEarlyProfile?: { at: number; answer: Promise<Response | undefined> } };
const w = window as EarlyWindow;
const realFetch = global.fetch;

const answer = (credit: number) =>
  ({ ok: true, status: 200, json: async () => ({ creditSatang: credit }) }) as Response;

let fetched: string[];
beforeEach(() => {
  fetched = [];
  global.fetch = (async (url: string) => {
    fetched.push(url);
    return answer(200);
  }) as unknown as typeof global.fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  delete w.__lobbyEarlyProfile;
});

it('answers the first profile read with the early request, then asks the BFF again', async () => {
  w.__lobbyEarlyProfile = { at: Date.now(), answer: Promise.resolve(answer(100)) };
  await expect(bffFetch('/customers/profile')).resolves.toEqual({ creditSatang: 100 });
  expect(fetched).toEqual([]);
  await expect(bffFetch('/customers/profile')).resolves.toEqual({ creditSatang: 200 });
  expect(fetched).toEqual(['/lobby/api/customers/profile']);
});

it('drops an early answer older than the limit and reads the member anew', async () => {
  w.__lobbyEarlyProfile = {
    at: Date.now() - EARLY_PROFILE_MAX_AGE_MS - 1,
    answer: Promise.resolve(answer(100)),
  };
  await expect(bffFetch('/customers/profile')).resolves.toEqual({ creditSatang: 200 });
  expect(w.__lobbyEarlyProfile).toBeUndefined();
});

it('asks the BFF itself when the early request failed (the head script settles it as undefined)', async () => {
  w.__lobbyEarlyProfile = { at: Date.now(), answer: Promise.resolve(undefined) };
  await expect(bffFetch('/customers/profile')).resolves.toEqual({ creditSatang: 200 });
  expect(fetched).toEqual(['/lobby/api/customers/profile']);
});

it('leaves other reads to the BFF', async () => {
  w.__lobbyEarlyProfile = { at: Date.now(), answer: Promise.resolve(answer(100)) };
  await bffFetch('/protection');
  expect(fetched).toEqual(['/lobby/api/protection']);
  expect(w.__lobbyEarlyProfile).toBeDefined();
});
