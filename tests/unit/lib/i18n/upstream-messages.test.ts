import { walletMessages } from '@/casino-api/http/messages';
import { knownUpstreamMessages, upstreamMessageKey } from '@/lib/i18n/upstream-messages';
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
