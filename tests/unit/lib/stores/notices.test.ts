import type { NoticeView } from '@/lib/casino/notice-view';
import { outcomeTold, ownAction, resetNoticeMemory, takeAnnouncements } from '@/lib/stores/notices';

// Money news (docs/architecture.md §5): each unread notice is toasted once per browser.
const notice = (id: string, over: Partial<NoticeView> = {}): NoticeView => ({
  id,
  kind: 'withdraw_paid',
  amountSatang: 10_000,
  bonusSatang: null,
  reason: null,
  requestId: null,
  at: '2026-11-27 10:00:00',
  read: false,
  ...over,
});

beforeEach(() => resetNoticeMemory());

it('announces unread notices once, newest first, and never the read ones', () => {
  const items = [notice('3'), notice('2', { read: true }), notice('1')];
  expect(takeAnnouncements(items).map((n) => n.id)).toEqual(['3', '1']);
  expect(takeAnnouncements(items)).toEqual([]);
  // a new one arrives: only it is told
  expect(takeAnnouncements([notice('4'), ...items]).map((n) => n.id)).toEqual(['4']);
});

it('remembers what it told across page loads (localStorage)', () => {
  takeAnnouncements([notice('5')]);
  expect(JSON.parse(window.localStorage.getItem('lobby_notices_seen')!)).toEqual(['5']);
  expect(takeAnnouncements([notice('5')])).toEqual([]);
});

it('tells a returning member at most the three newest', () => {
  const items = ['9', '8', '7', '6', '5'].map((id) => notice(id));
  expect(takeAnnouncements(items).map((n) => n.id)).toEqual(['9', '8', '7']);
  expect(takeAnnouncements(items)).toEqual([]);
});

it('does not repeat what a process popup already told in its dialog', () => {
  outcomeTold('41');
  const items = [notice('2', { requestId: '41' }), notice('1', { requestId: '40' })];
  expect(takeAnnouncements(items).map((n) => n.id)).toEqual(['1']);
});

it('announces anyway when storage is blocked', () => {
  const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  expect(takeAnnouncements([notice('1')]).map((n) => n.id)).toEqual(['1']);
  spy.mockRestore();
});

it("does not tell a browser of its own passkey action, but tells it of another device's", () => {
  // 10:00:30 Bangkok = 03:00:30 UTC: this browser signed in with a passkey then
  ownAction('passkey_sign_in', Date.UTC(2026, 10, 27, 3, 0, 30));
  const mine = notice('20', { kind: 'passkey_sign_in', at: '2026-11-27 10:00:00' });
  // the same kind an hour later is another device's sign-in: "if this was not you" is meant for it
  const theirs = notice('21', { kind: 'passkey_sign_in', at: '2026-11-27 11:00:00' });
  // another kind at the same time is not this action's notice
  const added = notice('22', { kind: 'passkey_added', at: '2026-11-27 10:00:10' });
  expect(takeAnnouncements([theirs, added, mine]).map((n) => n.id)).toEqual(['21', '22']);
  // its own notice counts as seen: not told later either
  expect(takeAnnouncements([mine])).toEqual([]);
});
