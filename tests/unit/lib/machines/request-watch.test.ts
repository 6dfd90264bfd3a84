import { AppError } from '@/lib/errors';
import {
  DEPOSIT_COUNTDOWN_MS,
  LAPSE_READ_DELAY_MS,
  REQUEST_POLL_MS,
  RequestWatch,
  WITHDRAW_COUNTDOWN_MS,
  type RequestWatchDeps,
  type WatchOutcome,
  type WatchedProfile,
} from '@/lib/machines/request-watch';
import { parseBangkok } from '@/lib/bangkok-time';
import { fakeClock, flush } from './fake-clock';

// Spec §4 deposit/withdraw flows and §9: 900000 ms, 1800000 ms, profile polled every 10000 ms.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const pending: WatchedProfile = { creditSatang: 100000, completedRequests: [] };

function setup(
  kind: 'deposit' | 'withdraw',
  profiles: Array<WatchedProfile | Error>,
  over: Partial<RequestWatchDeps> = {},
) {
  const outcomes: WatchOutcome[] = [];
  const { clock, hide, show } = fakeClock();
  const deps: RequestWatchDeps = {
    clock,
    kind,
    requestId: '42',
    deadline: Date.now() + (kind === 'deposit' ? DEPOSIT_COUNTDOWN_MS : WITHDRAW_COUNTDOWN_MS),
    fetchProfile: jest.fn(async () => {
      const next = profiles.length > 1 ? profiles.shift()! : profiles[0]!;
      if (next instanceof Error) throw next;
      return next;
    }),
    cancel: jest.fn(async () => []),
    onEnd: (o) => outcomes.push(o),
    ...over,
  };
  const watch = new RequestWatch(deps);
  watch.start();
  return { watch, deps, outcomes, hide, show };
}

async function advance(ms: number) {
  jest.advanceTimersByTime(ms);
  await flush();
}

it('uses the spec constants', () => {
  expect([DEPOSIT_COUNTDOWN_MS, WITHDRAW_COUNTDOWN_MS, REQUEST_POLL_MS]).toEqual([900000, 1800000, 10000]);
});

it('reports a completed deposit with its amount and the new credit', async () => {
  const done = {
    creditSatang: 150000,
    completedRequests: [{ id: '42', status: 'completed', amountSatang: 50000, deletedCause: null }],
  };
  const { deps, outcomes } = setup('deposit', [pending, pending, done]);
  await advance(REQUEST_POLL_MS);
  await advance(REQUEST_POLL_MS);
  expect(outcomes).toEqual([]);
  await advance(REQUEST_POLL_MS);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(3);
  expect(outcomes).toEqual([
    {
      kind: 'completed',
      amountSatang: 50000,
      creditSatang: 150000,
      bonusSatang: 0,
      turnoverLeftSatang: null,
    },
  ]);
  await advance(REQUEST_POLL_MS * 5);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(3);
});

it('reports a rejected withdrawal with its cause', async () => {
  const rejected = {
    creditSatang: 100000,
    completedRequests: [{ id: '42', status: 'rejected', amountSatang: 20000, deletedCause: 'บัญชีไม่ถูกต้อง' }],
  };
  const { outcomes } = setup('withdraw', [rejected]);
  await advance(REQUEST_POLL_MS);
  expect(outcomes).toEqual([{ kind: 'failed', cause: 'บัญชีไม่ถูกต้อง', creditSatang: 100000 }]);
});

it('cancels a deposit at the 15-minute deadline and reports the first server error', async () => {
  const { deps, outcomes } = setup('deposit', [pending], { cancel: jest.fn(async () => ['ไม่พบรายการ']) });
  await advance(DEPOSIT_COUNTDOWN_MS - 1);
  expect(deps.cancel).not.toHaveBeenCalled();
  await advance(1);
  expect(deps.cancel).toHaveBeenCalledTimes(1);
  expect(outcomes).toEqual([{ kind: 'expired', firstError: 'ไม่พบรายการ' }]);
  const polls = (deps.fetchProfile as jest.Mock).mock.calls.length;
  await advance(REQUEST_POLL_MS * 3);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(polls);
});

it('just closes a withdrawal the upstream still lists at the 30-minute deadline, without cancelling it', async () => {
  const { deps, outcomes } = setup('withdraw', [pending]);
  await advance(DEPOSIT_COUNTDOWN_MS);
  expect(outcomes).toEqual([]);
  await advance(WITHDRAW_COUNTDOWN_MS - DEPOSIT_COUNTDOWN_MS + LAPSE_READ_DELAY_MS);
  expect(outcomes).toEqual([{ kind: 'expired', firstError: null }]);
  expect(deps.cancel).not.toHaveBeenCalled();
});

it('tells how a withdrawal ended when the upstream let it lapse at 30 minutes (credit returned)', async () => {
  const lapsed = {
    creditSatang: 100000,
    completedRequests: [
      {
        id: '42',
        status: 'cancelled',
        amountSatang: 20000,
        deletedCause: 'หมดเวลาทำรายการถอนเงิน คืนเงินเข้ากระเป๋าเรียบร้อย',
      },
    ],
  };
  // the upstream lets it lapse at its 30 minutes: every read before sees it pending
  const lapsesAt = Date.now() + WITHDRAW_COUNTDOWN_MS;
  const { deps, outcomes } = setup('withdraw', [pending], {
    fetchProfile: jest.fn(async () => (Date.now() >= lapsesAt ? lapsed : pending)),
  });
  await advance(WITHDRAW_COUNTDOWN_MS);
  expect(outcomes).toEqual([]);
  await advance(LAPSE_READ_DELAY_MS);
  expect(outcomes).toEqual([
    { kind: 'failed', cause: 'หมดเวลาทำรายการถอนเงิน คืนเงินเข้ากระเป๋าเรียบร้อย', creditSatang: 100000 },
  ]);
  expect(deps.cancel).not.toHaveBeenCalled();
});

it('counts down from the request time when reopened later', async () => {
  const { watch, outcomes } = setup('deposit', [pending], { deadline: Date.now() + 60_000 });
  expect(watch.remaining()).toBe(60_000);
  await advance(60_000);
  expect(outcomes).toEqual([{ kind: 'expired', firstError: null }]);
});

it('keeps polling through a network error and stops when the session is gone', async () => {
  const { deps, outcomes } = setup('deposit', [new AppError('network'), new AppError('unauthorized')]);
  await advance(REQUEST_POLL_MS);
  expect(outcomes).toEqual([]);
  await advance(REQUEST_POLL_MS);
  expect(outcomes).toEqual([{ kind: 'unauthenticated' }]);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(2);
});

it('does not poll while the tab is hidden; the countdown keeps running', async () => {
  const { deps, hide, show, outcomes } = setup('deposit', [pending]);
  hide();
  await advance(REQUEST_POLL_MS * 3);
  expect(deps.fetchProfile).not.toHaveBeenCalled();
  show();
  await flush();
  expect(deps.fetchProfile).toHaveBeenCalledTimes(1);
  await advance(DEPOSIT_COUNTDOWN_MS);
  expect(outcomes[0]?.kind).toBe('expired');
});

it('reads upstream times as Bangkok time (UTC+7)', () => {
  expect(parseBangkok('2026-11-22 07:00:00')).toBe(Date.UTC(2026, 10, 22, 0, 0, 0));
  expect(Number.isNaN(parseBangkok('yesterday'))).toBe(true);
});
