import { waitFor } from '@testing-library/react';
import { MEMBER_HINT_SCRIPT } from '@/lib/session/member-hint-script';
import { announceMemberHint, readMemberHint, subscribeMemberHint } from '@/lib/stores/member-hint';

/*
 * <html data-member> drives what a static page shows before hydration (app/layout.css); it is set by
 * the head script at load and must follow the hint cookie when a BFF answer signs in or out.
 */

const setHint = (on: boolean) => {
  document.cookie = on ? 'lobby_member=1; path=/' : 'lobby_member=; path=/; max-age=0';
};

afterEach(() => {
  setHint(false);
  document.documentElement.removeAttribute('data-member');
});

it('the head script marks a member, and only a member', () => {
  // the very string the layout puts in <head>
  const run = new Function(MEMBER_HINT_SCRIPT);
  run();
  expect(document.documentElement.hasAttribute('data-member')).toBe(false);
  document.cookie = 'other=lobby_member=1; path=/';
  run();
  expect(document.documentElement.hasAttribute('data-member')).toBe(false);
  setHint(true);
  run();
  expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  document.cookie = 'other=; path=/; max-age=0';
});

it('follows login and logout, and tells subscribers', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeMemberHint(listener);
  setHint(true);
  announceMemberHint();
  expect(readMemberHint()).toBe(true);
  expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  setHint(false);
  announceMemberHint();
  expect(document.documentElement.hasAttribute('data-member')).toBe(false);
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
});

it('reads the cookie once per task, and anew after a BFF answer or in the next task', async () => {
  const cookie = jest.spyOn(Document.prototype, 'cookie', 'get');
  setHint(true);
  expect([readMemberHint(), readMemberHint(), readMemberHint()]).toEqual([true, true, true]);
  expect(cookie).toHaveBeenCalledTimes(1);
  setHint(false);
  announceMemberHint();
  expect(readMemberHint()).toBe(false);
  setHint(true);
  await Promise.resolve();
  expect(readMemberHint()).toBe(true);
  cookie.mockRestore();
});

describe("the head script's early profile request", () => {
  type EarlyWindow = Window & { __lobbyEarlyProfile?: { at: number; answer: Promise<Response> } };
  const w = window as EarlyWindow;
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    delete w.__lobbyEarlyProfile;
  });

  it("asks for a member's profile as the page starts loading, and for nobody else's", () => {
    const fetch = jest.fn(() => new Promise<Response>(() => undefined));
    global.fetch = fetch as unknown as typeof global.fetch;
    const run = new Function(MEMBER_HINT_SCRIPT);
    run();
    expect(fetch).not.toHaveBeenCalled();
    expect(w.__lobbyEarlyProfile).toBeUndefined();
    setHint(true);
    run();
    expect(fetch).toHaveBeenCalledWith('/lobby/api/customers/profile', { credentials: 'same-origin' });
    expect(w.__lobbyEarlyProfile?.at).toBeLessThanOrEqual(Date.now());
  });

  it("writes the member's masked phone and credit for the bar's empty slot once the answer comes", async () => {
    const body = { phone: '0812345678', creditSatang: 125_000_050 };
    const response = { ok: true, clone: () => ({ json: async () => body }) };
    global.fetch = jest.fn(async () => response) as unknown as typeof global.fetch;
    setHint(true);
    new Function(MEMBER_HINT_SCRIPT)();
    const style = document.documentElement.style;
    // app/layout.css draws these in .member-bar-slot:empty, as lib/phone.ts and lib/format.ts write them
    await waitFor(() => expect(style.getPropertyValue('--early-credit')).toBe('"1,250,000.50"'));
    expect(style.getPropertyValue('--early-phone')).toBe('"081•••5678"');
    // the answer itself is left for the first profile read (lib/bff/browser.ts)
    await expect(w.__lobbyEarlyProfile?.answer).resolves.toBe(response);
    style.removeProperty('--early-credit');
    style.removeProperty('--early-phone');
  });

  it('writes nothing for a refused answer (signed out elsewhere)', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 401 })) as unknown as typeof global.fetch;
    setHint(true);
    new Function(MEMBER_HINT_SCRIPT)();
    await w.__lobbyEarlyProfile?.answer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.style.getPropertyValue('--early-credit')).toBe('');
  });

  it('still marks the member where fetch throws', () => {
    global.fetch = (() => {
      throw new Error('blocked');
    }) as unknown as typeof global.fetch;
    setHint(true);
    new Function(MEMBER_HINT_SCRIPT)();
    expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  });
});
