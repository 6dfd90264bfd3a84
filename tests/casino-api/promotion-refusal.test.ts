import { promotionRefusal } from '../../casino-api/services/promotions';

/* Who may take which promotion with the next deposit, and the reason a member reads when not. */

const fresh = { hasActive: false, everDeposited: false, depositedToday: false };

it('lets a new member take anything, and says why the others are closed once they have deposited', () => {
  for (const eligibility of ['new_member', 'first_of_day', 'any'] as const)
    expect(promotionRefusal({ eligibility }, fresh)).toBeNull();
  const yesterday = { ...fresh, everDeposited: true };
  expect(promotionRefusal({ eligibility: 'new_member' }, yesterday)).toBe('สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น');
  expect(promotionRefusal({ eligibility: 'first_of_day' }, yesterday)).toBeNull();
  const today = { ...yesterday, depositedToday: true };
  expect(promotionRefusal({ eligibility: 'first_of_day' }, today)).toBe(
    'รับได้กับยอดฝากแรกของวันเท่านั้น วันนี้คุณฝากแล้ว รับได้อีกครั้งพรุ่งนี้',
  );
  expect(promotionRefusal({ eligibility: 'any' }, today)).toBeNull();
});

it('closes every promotion while another one’s turnover is running', () => {
  for (const eligibility of ['new_member', 'first_of_day', 'any'] as const)
    expect(promotionRefusal({ eligibility }, { ...fresh, hasActive: true })).toBe(
      'ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ',
    );
});
