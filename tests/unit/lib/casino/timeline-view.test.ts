import {
  timelineFromPending,
  timelineFromRequest,
  toPayoutTimeView,
  toTimelineView,
} from '@/lib/casino/timeline-view';

/*
 * The history detail's data (lib/casino/timeline-view.ts): from the upstream's timeline when it keeps one,
 * otherwise from what spec §3 gives of the request — when it was made, how and when it ended.
 */

const row = {
  id: '7',
  type: 'withdraw' as const,
  amount: '150.50',
  created_at: '2026-01-03 09:05:00',
};

describe('timeline from the upstream extension', () => {
  it('keeps every step with its time and reason, money in satang', () => {
    expect(
      toTimelineView({
        ...row,
        status: 'rejected',
        steps: [
          { step: 'submitted', at: '2026-01-03 09:05:00' },
          { step: 'rejected', at: '2026-01-03 09:09:00', reason: 'ชื่อบัญชีไม่ตรง' },
        ],
      }),
    ).toEqual({
      id: '7',
      type: 'withdraw',
      status: 'failed',
      amountSatang: 15_050,
      recorded: true,
      steps: [
        { kind: 'submitted', at: '2026-01-03 09:05:00', reason: null },
        { kind: 'rejected', at: '2026-01-03 09:09:00', reason: 'ชื่อบัญชีไม่ตรง' },
      ],
    });
  });
});

describe('timeline from the request itself (an upstream of spec §7 only)', () => {
  it('a completed request: made at created_at, completed without a time (spec §3 has none)', () => {
    expect(timelineFromRequest({ ...row, status: 'completed' })).toMatchObject({
      status: 'completed',
      recorded: false,
      steps: [
        { kind: 'submitted', at: '2026-01-03 09:05:00', reason: null },
        { kind: 'completed', at: null, reason: null },
      ],
    });
  });

  it('a refusal at deleted_at with its cause', () => {
    const t = timelineFromRequest({
      ...row,
      status: 'rejected',
      deleted_at: '2026-01-03 09:30:00',
      deleted_cause: 'ชื่อบัญชีไม่ตรง',
    });
    expect(t.steps[1]).toEqual({ kind: 'rejected', at: '2026-01-03 09:30:00', reason: 'ชื่อบัญชีไม่ตรง' });
  });

  it("tells a lapse from the member's own cancel by the known expiry sentence", () => {
    const cancelled = (cause: string) =>
      timelineFromRequest({
        ...row,
        status: 'cancelled',
        deleted_at: '2026-01-03 09:35:00',
        deleted_cause: cause,
      }).steps[1]!.kind;
    expect(cancelled('หมดเวลาทำรายการถอนเงิน คืนเงินเข้ากระเป๋าเรียบร้อย')).toBe('lapsed');
    expect(cancelled('ยกเลิกโดยลูกค้า')).toBe('cancelled');
  });

  it('an outcome it does not know is unsuccessful, with whatever cause the upstream gave', () => {
    const t = timelineFromRequest({ ...row, status: 'failed_bank', deleted_cause: 'ธนาคารปิดปรับปรุง' });
    expect(t.status).toBe('failed');
    expect(t.steps[1]).toEqual({ kind: 'failed', at: null, reason: 'ธนาคารปิดปรับปรุง' });
  });

  it('the pending request: made, nothing more yet', () => {
    expect(timelineFromPending({ ...row })).toMatchObject({
      status: 'pending',
      steps: [{ kind: 'submitted', at: '2026-01-03 09:05:00', reason: null }],
    });
  });
});

describe('payout time', () => {
  it('is the median seconds, and nothing when no withdrawal was paid', () => {
    expect(toPayoutTimeView({ days: 7, paid: 41, median_seconds: 725 })).toEqual({
      medianSeconds: 725,
      days: 7,
    });
    expect(toPayoutTimeView({ days: 7, paid: 0, median_seconds: null })).toEqual({
      medianSeconds: null,
      days: 7,
    });
  });
});
