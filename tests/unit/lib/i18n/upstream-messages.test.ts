import { protectionMessages, walletMessages } from '@/casino-api/http/messages';
import { thaiDateTime } from '@/casino-api/services/time';
import { formatDateTime } from '@/lib/dates';
import {
  knownUpstreamMessages,
  parseUpstreamTime,
  timedUpstreamMessage,
  upstreamMessageKey,
} from '@/lib/i18n/upstream-messages';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh-CN.json';

const staticWalletMessages: string[] = Object.values(walletMessages as Record<string, unknown>).filter(
  (m): m is string => typeof m === 'string',
);

describe('upstream sentences in the reader’s language', () => {
  it('knows every fixed sentence the reference Casino API sends a member', () => {
    const unknown = staticWalletMessages.filter((m) => !upstreamMessageKey(m));
    expect(unknown).toEqual([]);
  });

  it('has each known sentence in all three catalogues, and the English and Chinese are not Thai', () => {
    for (const message of knownUpstreamMessages) {
      const key = upstreamMessageKey(message)! as keyof typeof en.Upstream;
      for (const catalogue of [th, en, zh]) expect(catalogue.Upstream[key]).toEqual(expect.any(String));
      expect(en.Upstream[key]).not.toMatch(/[\u0E00-\u0E7F]/);
      expect(zh.Upstream[key]).not.toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('knows the spec §8 sentences and leaves text it does not know alone', () => {
    expect(upstreamMessageKey('ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ในภายหลัง')).toBe('neverDeposited');
    expect(upstreamMessageKey(' ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น ')).toBe('turnoverIncomplete');
    expect(upstreamMessageKey('ข้อความใหม่จากระบบหลังบ้าน')).toBeUndefined();
    expect(upstreamMessageKey('constructor')).toBeUndefined();
  });
});

describe('sentences with the end of a break in them', () => {
  const end = new Date('2026-11-28T23:34:00Z'); // 29 Nov 2026 06:34 in Bangkok

  it('recognises the reference API’s break sentences and reads the time they carry', () => {
    const until = `${thaiDateTime(end)} น.`;
    expect(until).toBe('29 พ.ย. 2569 06:34 น.');
    expect(timedUpstreamMessage(protectionMessages.excluded(until))).toEqual({
      key: 'onBreak',
      at: end.getTime(),
    });
    expect(timedUpstreamMessage(protectionMessages.breakTaken(until))).toEqual({
      key: 'breakTaken',
      at: end.getTime(),
    });
    expect(timedUpstreamMessage(protectionMessages.cannotShorten(until))?.key).toBe('cannotShorten');
  });

  it('also reads the wire style an older upstream wrote, and leaves a sentence with no readable time alone', () => {
    expect(parseUpstreamTime('2026-11-29 06:34')).toBe(end.getTime());
    expect(parseUpstreamTime('29 พ.ย. 2569 06:34')).toBe(end.getTime());
    expect(parseUpstreamTime('29 Foo 2569 06:34')).toBeNaN();
    expect(timedUpstreamMessage(protectionMessages.breakTaken('พรุ่งนี้'))).toBeUndefined();
  });

  it('prints the time in the page’s date style in all three languages', () => {
    const message = protectionMessages.excluded(`${thaiDateTime(end)} น.`);
    const { key, at } = timedUpstreamMessage(message)!;
    const fill = (text: string, locale: string) => text.replace('{until}', formatDateTime(at, locale));
    const k = key as 'onBreak';
    expect(fill(th.Upstream[k], 'th')).toBe(message);
    expect(fill(en.Upstream[k], 'en')).toBe(
      'Your account is on a break until 29 Nov 2026, 06:34. Until then you cannot deposit, claim bonuses or play, but you can still withdraw.',
    );
    expect(fill(zh.Upstream[k], 'zh-CN')).toContain('2026年11月29日 06:34');
  });
});
