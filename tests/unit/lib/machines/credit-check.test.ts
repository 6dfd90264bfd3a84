import { AppError } from '@/lib/errors';
import {
  CREDIT_POLL_MS,
  CreditCheck,
  MAX_UNFINISHED_POLLS,
  type CreditCheckDeps,
  type CreditNotice,
} from '@/lib/machines/credit-check';
import { fakeClock, flush } from './fake-clock';

// Spec §4 credit check and §9: read at once, then every 5 s while checking; at most 2 unfinished
// polls, the third fails it; one notice per tap.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(over: Partial<CreditCheckDeps> = {}) {
  const notices: CreditNotice[] = [];
  const credits: number[] = [];
  const { clock, hide, show } = fakeClock();
  const deps: CreditCheckDeps = {
    clock,
    checkCredit: jest.fn(async () => true),
    fetchProfile: jest.fn(async () => ({ creditChecking: false, creditSatang: 150000 })),
    checkTurnover: jest.fn(async () => ({ success: false, msg: 'ยอดเทิร์นยังไม่ครบ' })),
    onCredit: (c) => credits.push(c),
    notify: (n) => notices.push(n),
    onUnauthenticated: jest.fn(),
    ...over,
  };
  const machine = new CreditCheck(deps);
  return { machine, deps, notices, credits, hide, show };
}

async function advance(ms: number) {
  jest.advanceTimersByTime(ms);
  await flush();
}

it('uses the spec constants', () => {
  expect(CREDIT_POLL_MS).toBe(5000);
  expect(MAX_UNFINISHED_POLLS).toBe(2);
});

it('reads the profile at once after check-credit, shows the credit and says it once, with the turnover note', async () => {
  const { machine, deps, notices, credits } = setup();
  await machine.start();
  await advance(0);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(1);
  expect(credits).toEqual([150000]);
  expect(machine.snapshot).toEqual({ checking: false, unfinishedPolls: 0 });
  expect(notices).toEqual([{ type: 'success', key: 'checked', note: 'ยอดเทิร์นยังไม่ครบ' }]);
});

it('polls every 5 s while the upstream is still checking', async () => {
  const answers = [true, false];
  const { machine, deps } = setup({
    fetchProfile: jest.fn(async () => ({ creditChecking: answers.shift()!, creditSatang: 1 })),
  });
  await machine.start();
  await advance(0);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(1);
  await advance(CREDIT_POLL_MS - 1);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(1);
  await advance(1);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(2);
});

it('tolerates 2 unfinished polls and fails on the third with the limit in the message', async () => {
  const { machine, deps, notices } = setup({
    fetchProfile: jest.fn(async () => ({ creditChecking: true, creditSatang: 0 })),
  });
  await machine.start();
  await advance(0);
  await advance(CREDIT_POLL_MS);
  expect(machine.snapshot).toEqual({ checking: true, unfinishedPolls: 2 });
  expect(notices).toEqual([]);
  await advance(CREDIT_POLL_MS);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(3);
  expect(machine.snapshot).toEqual({ checking: false, unfinishedPolls: 0 });
  expect(notices).toEqual([{ type: 'error', key: 'timeout', limit: 2 }]);
  await advance(CREDIT_POLL_MS * 3);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(3);
});

it('finishes on a later poll when the balance check completes in time', async () => {
  const answers = [true, true, false];
  const { machine, credits } = setup({
    fetchProfile: jest.fn(async () => ({ creditChecking: answers.shift()!, creditSatang: 99 })),
  });
  await machine.start();
  await advance(0);
  for (let i = 0; i < 2; i++) await advance(CREDIT_POLL_MS);
  expect(credits).toEqual([99]);
  expect(machine.snapshot.checking).toBe(false);
});

it('polls again with the processing notice when the turnover check succeeds', async () => {
  const turnovers = [{ success: true }, { success: false, msg: 'x' }];
  const { machine, deps, notices } = setup({ checkTurnover: jest.fn(async () => turnovers.shift()!) });
  await machine.start();
  await advance(0);
  expect(notices).toEqual([{ type: 'info', key: 'processing' }]);
  expect(machine.snapshot.checking).toBe(true);
  await advance(CREDIT_POLL_MS);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(2);
  expect(deps.checkTurnover).toHaveBeenCalledTimes(2);
  expect(notices).toEqual([
    { type: 'info', key: 'processing' },
    { type: 'success', key: 'checked', note: 'x' },
  ]);
});

it('resets when check-credit answers false or fails', async () => {
  const { machine, deps } = setup({ checkCredit: jest.fn(async () => false) });
  await machine.start();
  expect(machine.snapshot).toEqual({ checking: false, unfinishedPolls: 0 });
  await advance(CREDIT_POLL_MS * 2);
  expect(deps.fetchProfile).not.toHaveBeenCalled();

  const failing = setup({
    checkCredit: jest.fn(async () => Promise.reject(new AppError('upstream_unavailable'))),
  });
  await failing.machine.start();
  expect(failing.machine.snapshot).toEqual({ checking: false, unfinishedPolls: 0 });
  expect(failing.notices).toEqual([{ type: 'error', key: 'failed' }]);
});

it("stops on 'Unauthenticated.'", async () => {
  const { machine, deps } = setup({
    fetchProfile: jest.fn(async () => Promise.reject(new AppError('unauthorized'))),
  });
  await machine.start();
  await advance(0);
  expect(deps.onUnauthenticated).toHaveBeenCalled();
  expect(machine.snapshot.checking).toBe(false);
  await advance(CREDIT_POLL_MS * 3);
  expect(deps.fetchProfile).toHaveBeenCalledTimes(1);
});

it('never runs two checks at once', async () => {
  const { machine, deps } = setup();
  await machine.start();
  await machine.start();
  expect(deps.checkCredit).toHaveBeenCalledTimes(1);
});

it('pauses polling while the tab is hidden and resumes when shown', async () => {
  const { machine, deps, hide, show } = setup();
  await machine.start();
  hide();
  await advance(CREDIT_POLL_MS * 4);
  expect(deps.fetchProfile).not.toHaveBeenCalled();
  show();
  await flush();
  expect(deps.fetchProfile).toHaveBeenCalledTimes(1);
});
