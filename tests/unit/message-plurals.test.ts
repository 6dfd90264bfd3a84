import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh-CN.json';

/*
 * A count is said with ICU plural rules (STYLE.md: natural wording): "1 second", never "1 seconds".
 * Thai and Chinese do not inflect nouns, so one form serves every count there.
 */
const english = createTranslator({ locale: 'en', messages: en });

describe('counts in English', () => {
  it.each([
    ['Protection.sessionText', { seconds: 1 }, 'You will be logged out in 1 second.'],
    ['Protection.sessionText', { seconds: 45 }, 'You will be logged out in 45 seconds.'],
    ['Protection.minutes', { n: 1 }, '1 minute'],
    ['Protection.minutes', { n: 30 }, '30 minutes'],
    ['Credit.timeout', { limit: 1 }, 'The credit check timed out (limit 1 check)'],
    ['Credit.timeout', { limit: 5 }, 'The credit check timed out (limit 5 checks)'],
    [
      'Withdraw.payoutTime',
      { days: 1, minutes: 1 },
      'In the last day, withdrawals were typically paid in 1 minute',
    ],
    [
      'Withdraw.payoutTime',
      { days: 7, minutes: 12 },
      'In the last 7 days, withdrawals were typically paid in 12 minutes',
    ],
  ] as const)('%s with %o reads "%s"', (key, values, text) => {
    expect(english(key, values)).toBe(text);
  });

  it('leaves no "1 …s" count in any English message', () => {
    const flat = (o: object): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : flat(v as object)));
    // A placeholder straight before a plural noun is a count said without plural rules.
    const faked = flat(en).filter((m) => /\{(n|seconds|minutes|hours|days|limit|count)\} [a-z]+s\b/.test(m));
    expect(faked).toEqual([]);
  });

  it.each([
    ['th', th, 'ระบบจะออกจากระบบอัตโนมัติในอีก 1 วินาที'],
    ['zh-CN', zh, '系统将在 1 秒后自动退出登录。'],
  ] as const)('%s says the same count in its one form', (locale, messages, text) => {
    expect(createTranslator({ locale, messages })('Protection.sessionText', { seconds: 1 })).toBe(text);
  });
});
