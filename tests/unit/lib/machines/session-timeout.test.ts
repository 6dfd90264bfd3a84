import {
  COUNTDOWN_TICK_MS,
  SessionTimeout,
  WARN_AHEAD_MS,
  type SessionDeadline,
  type SessionTimeoutDeps,
  type SessionTimeoutState,
} from '@/lib/machines/session-timeout';
import { fakeClock, flush } from './fake-clock';

// docs/player-protection.md, WCAG 2.2.1: a warning 90 s before the sign-in ends, a countdown, one way to stay.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const MINUTE = 60_000;

/**
 * A server whose deadline the test moves: `endsAt` is epoch ms (null: nobody signed in); a refresh
 * answers what `refreshTo` says.
 */
function setup(endsInMs: number | null, over: Partial<SessionTimeoutDeps> = {}) {
  const server = {
    endsAt: endsInMs === null ? null : Date.now() + endsInMs,
    refreshTo: { remainingMs: 30 * MINUTE, final: false } as SessionDeadline,
    failReads: false,
  };
  const { clock, hide, show } = fakeClock();
  const readDeadline = jest.fn(async (): Promise<SessionDeadline> => {
    if (server.failReads) throw new Error('offline');
    return { remainingMs: server.endsAt === null ? null : server.endsAt - Date.now() };
  });
  const refresh = jest.fn(async (): Promise<SessionDeadline> => {
    const answer = server.refreshTo;
    if (answer.remainingMs !== null) server.endsAt = Date.now() + answer.remainingMs;
    return answer;
  });
  const machine = new SessionTimeout({ clock, readDeadline, refresh, ...over });
  const seen: SessionTimeoutState[] = [];
  machine.subscribe(() => seen.push(machine.snapshot));
  const stop = machine.start();
  return { machine, server, readDeadline, refresh, stop, seen, hide, show };
}

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
  await flush();
}

const seconds = (machine: SessionTimeout) => {
  const s = machine.snapshot;
  return s.phase === 'warning' ? s.secondsLeft : s.phase;
};

it('warns 90 seconds ahead, as WCAG 2.2.1 asks for at least 20', () => {
  expect(WARN_AHEAD_MS).toBe(90_000);
  expect(COUNTDOWN_TICK_MS).toBe(1000);
});

it('reads the deadline once, sleeps, asks again when the warning is due and then counts down to the end', async () => {
  const { machine, readDeadline } = setup(10 * MINUTE);
  await advance(0);
  expect(readDeadline).toHaveBeenCalledTimes(1);
  expect(machine.snapshot).toEqual({ phase: 'quiet' });

  // quiet all the way to 90 s before the end, with no polling in between
  await advance(10 * MINUTE - WARN_AHEAD_MS - 1);
  expect(machine.snapshot.phase).toBe('quiet');
  expect(readDeadline).toHaveBeenCalledTimes(1);

  await advance(1);
  expect(readDeadline).toHaveBeenCalledTimes(2);
  expect(machine.snapshot).toEqual({ phase: 'warning', secondsLeft: 90, final: false, busy: false });

  await advance(1000);
  expect(seconds(machine)).toBe(89);
  await advance(87_000);
  expect(seconds(machine)).toBe(2);
  await advance(1000);
  expect(seconds(machine)).toBe(1);
  await advance(1000);
  expect(machine.snapshot).toEqual({ phase: 'ended' });
  // the countdown reads nothing: the deadline is asked for only where it may have moved
  expect(readDeadline).toHaveBeenCalledTimes(2);
  expect(jest.getTimerCount()).toBe(0);
});

it('stays quiet when use elsewhere moved the deadline on, and warns before the new one', async () => {
  const { machine, server, readDeadline } = setup(5 * MINUTE);
  await advance(0);
  server.endsAt = Date.now() + 20 * MINUTE;
  await advance(5 * MINUTE - WARN_AHEAD_MS);
  expect(readDeadline).toHaveBeenCalledTimes(2);
  expect(machine.snapshot.phase).toBe('quiet');

  // the new deadline is 20 min from the start: its warning comes 90 s before it
  await advance(15 * MINUTE - 1);
  expect(machine.snapshot.phase).toBe('quiet');
  await advance(1);
  expect(seconds(machine)).toBe(90);
  expect(readDeadline).toHaveBeenCalledTimes(3);
});

it('"stay signed in" refreshes once, shows itself busy meanwhile, and closes the warning', async () => {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const { machine, server, refresh, readDeadline } = setup(60_000);
  // the server answers only when the test lets it
  const serverRefresh = refresh.getMockImplementation()!;
  refresh.mockImplementation(async () => {
    await answered;
    return serverRefresh();
  });
  await advance(0);
  expect(seconds(machine)).toBe(60);

  void machine.stay();
  void machine.stay();
  expect(machine.snapshot).toEqual({ phase: 'warning', secondsLeft: 60, final: false, busy: true });
  release();
  await flush();
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(machine.snapshot).toEqual({ phase: 'quiet' });

  // the next warning comes 90 s before the refreshed deadline, read again there
  expect(server.endsAt).toBe(Date.now() + 30 * MINUTE);
  await advance(30 * MINUTE - WARN_AHEAD_MS - 1);
  expect(machine.snapshot.phase).toBe('quiet');
  await advance(1);
  expect(seconds(machine)).toBe(90);
  expect(readDeadline).toHaveBeenCalledTimes(2);
});

it('a refresh that fails leaves the warning counting down', async () => {
  const { machine } = setup(60_000, { refresh: jest.fn(async () => Promise.reject(new Error('offline'))) });
  await advance(0);
  await machine.stay();
  expect(machine.snapshot).toEqual({ phase: 'warning', secondsLeft: 60, final: false, busy: false });
  await advance(1000);
  expect(seconds(machine)).toBe(59);
});

it('at the 12-hour cap the warning says so, cannot be stayed, and closing it waits quietly for the end', async () => {
  const { machine, server, refresh } = setup(60_000);
  server.refreshTo = { remainingMs: 45_000, final: true };
  await advance(0);
  await machine.stay();
  await flush();
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(machine.snapshot).toEqual({ phase: 'warning', secondsLeft: 45, final: true, busy: false });

  await machine.stay();
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(machine.snapshot.phase).toBe('quiet');
  await advance(44_999);
  expect(machine.snapshot.phase).toBe('quiet');
  await advance(1);
  expect(machine.snapshot.phase).toBe('ended');
});

it('asks again when the tab is shown: a deadline moved on elsewhere closes an open warning', async () => {
  const { machine, server, readDeadline, hide, show } = setup(60_000);
  await advance(0);
  expect(machine.snapshot.phase).toBe('warning');
  hide();
  server.endsAt = Date.now() + 30 * MINUTE;
  show();
  await flush();
  expect(readDeadline).toHaveBeenCalledTimes(2);
  expect(machine.snapshot.phase).toBe('quiet');
});

it('an unreadable deadline at warning time warns from the one last told', async () => {
  const { machine, server } = setup(10 * MINUTE);
  await advance(0);
  server.failReads = true;
  await advance(10 * MINUTE - WARN_AHEAD_MS);
  expect(seconds(machine)).toBe(90);
});

it('signed out during the countdown is the end it warned of; signed out before it, nothing to warn about', async () => {
  const during = setup(60_000);
  await advance(0);
  during.server.endsAt = null;
  during.show();
  await flush();
  expect(during.machine.snapshot.phase).toBe('ended');
  // and it stays ended whatever a later read says
  during.server.endsAt = Date.now() + 30 * MINUTE;
  during.show();
  await flush();
  expect(during.machine.snapshot.phase).toBe('ended');
  during.stop();

  const before = setup(null);
  await advance(0);
  expect(before.machine.snapshot.phase).toBe('quiet');
  expect(jest.getTimerCount()).toBe(0);
});

it('the stop function ends every timer and the visibility listener', async () => {
  const { machine, stop, readDeadline, show } = setup(10 * MINUTE);
  await advance(0);
  stop();
  expect(jest.getTimerCount()).toBe(0);
  show();
  await advance(10 * MINUTE);
  expect(readDeadline).toHaveBeenCalledTimes(1);
  expect(machine.snapshot.phase).toBe('quiet');
});

it('tells each change once: one state per second of the countdown', async () => {
  const { seen } = setup(3_000);
  await advance(0);
  await advance(3_000);
  expect(seen.map((s) => (s.phase === 'warning' ? s.secondsLeft : s.phase))).toEqual([3, 2, 1, 'ended']);
});
