import { noticeFromRequest, toNoticesView } from '@/lib/casino/notice-view';
import type { RequestView } from '@/lib/casino/profile-view';

// Account notices (casino-api/README.md): money in satang, unknown kinds left out of list and count.
describe('toNoticesView', () => {
  it('maps money to satang and keeps the newest-first order', () => {
    const view = toNoticesView({
      unread: 2,
      data: [
        {
          id: '9',
          kind: 'withdraw_refused',
          amount: '100.50',
          bonus: null,
          reason: 'บัญชีปลายทางไม่ถูกต้อง',
          request_id: '41',
          created_at: '2026-11-27 10:00:00',
          read: false,
        },
        {
          id: '8',
          kind: 'deposit_credited',
          amount: 500,
          bonus: '250.00',
          request_id: '40',
          created_at: '2026-11-27 09:00:00',
          read: false,
        },
      ],
    });
    expect(view).toEqual({
      recorded: true,
      unread: 2,
      items: [
        {
          id: '9',
          kind: 'withdraw_refused',
          amountSatang: 10_050,
          bonusSatang: null,
          reason: 'บัญชีปลายทางไม่ถูกต้อง',
          requestId: '41',
          at: '2026-11-27 10:00:00',
          read: false,
        },
        expect.objectContaining({ id: '8', amountSatang: 50_000, bonusSatang: 25_000, reason: null }),
      ],
    });
  });

  it('leaves out a kind this site cannot word, and does not count it as unread', () => {
    const view = toNoticesView({
      unread: 2,
      data: [
        { id: '3', kind: 'vip_level_up', created_at: '2026-11-27 10:00:00', read: false },
        { id: '2', kind: 'password_changed', created_at: '2026-11-27 09:00:00', read: false },
      ],
    });
    expect(view.items.map((n) => n.kind)).toEqual(['password_changed']);
    expect(view.unread).toBe(1);
  });
});

describe('noticeFromRequest (an upstream without notices)', () => {
  const request = (over: Partial<RequestView>): RequestView => ({
    id: '7',
    type: 'withdraw',
    status: 'completed',
    amountSatang: 10_000,
    bonusSatang: 0,
    deletedCause: null,
    date: '2026-11-27 10:00:00',
    ...over,
  });

  it('tells a paid withdrawal and a credited deposit with its bonus', () => {
    expect(noticeFromRequest(request({}), 'now')).toMatchObject({
      kind: 'withdraw_paid',
      amountSatang: 10_000,
    });
    expect(noticeFromRequest(request({ type: 'deposit', bonusSatang: 5_000 }), 'now')).toMatchObject({
      kind: 'deposit_credited',
      bonusSatang: 5_000,
    });
  });

  it('tells a refusal with its reason and a lapse by its spec §8 cause', () => {
    expect(noticeFromRequest(request({ status: 'rejected', deletedCause: 'ยอดไม่ตรง' }), 'now')).toMatchObject(
      {
        kind: 'withdraw_refused',
        reason: 'ยอดไม่ตรง',
      },
    );
    const lapse = request({
      status: 'cancelled',
      deletedCause: 'หมดเวลาทำรายการถอนเงิน คืนเงินเข้ากระเป๋าเรียบร้อย',
    });
    expect(noticeFromRequest(lapse, 'now')).toMatchObject({ kind: 'withdraw_lapsed', reason: null });
  });

  it("is silent about the member's own cancel", () => {
    const cancel = request({ type: 'deposit', status: 'cancelled', deletedCause: 'ยกเลิกโดยลูกค้า' });
    expect(noticeFromRequest(cancel, 'now')).toBeNull();
  });
});
