import { render } from '@testing-library/react';
import { WholeWords } from '@/components/ui/whole-words';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh-CN.json';

/*
 * Thai line breaking at 360 px (docs/architecture.md §8): Chromium breaks Thai with a dictionary and cut
 * 'เกียรตินาคิ/นภัทร', 'ฝ่ายบริการ/ลูกค้า', '06:34/น.' and '(a-/z, A-Z)'. Strings of ours carry the
 * break rule themselves: a word joiner (U+2060), a no-break space before 'น.', non-breaking hyphens
 * (U+2011); names render word by word in no-wrap spans.
 */
const WORD_JOINER = '\u2060';
const NBSP = '\u00a0';
const NB_HYPHEN = '\u2011';

describe('strings that must stay whole', () => {
  it('joins ฝ่ายบริการลูกค้า so it is never split between its two words', () => {
    expect(th.Login.service).toBe(`ติดต่อฝ่ายบริการ${WORD_JOINER}ลูกค้า`);
    expect(th.Reset.service).toBe(`ติดต่อฝ่ายบริการ${WORD_JOINER}ลูกค้า`);
  });

  it('keeps a time and its น. together', () => {
    expect(th.Withdraw.pendingLapseAt).toContain(`{time}${NBSP}น.`);
  });

  it('keeps the letter ranges of the password rule whole in every language', () => {
    for (const catalogue of [th, en, zh]) {
      expect(catalogue.PasswordRules.cases).toContain(`a${NB_HYPHEN}z`);
      expect(catalogue.PasswordRules.cases).toContain(`A${NB_HYPHEN}Z`);
      expect(catalogue.PasswordRules.cases).not.toMatch(/[a-zA-Z]-[a-zA-Z]/);
    }
  });
});

describe('WholeWords', () => {
  it('renders each word of a name in a no-wrap span, breaking only at its spaces', () => {
    const { container } = render(
      <p>
        <WholeWords text="เกียรตินาคินภัทร  ศรีสุขสวัสดิ์" />
      </p>,
    );
    const words = Array.from(container.querySelectorAll('.whole-word')).map((s) => s.textContent);
    expect(words).toEqual(['เกียรตินาคินภัทร', 'ศรีสุขสวัสดิ์']);
    expect(container.textContent).toBe('เกียรตินาคินภัทร  ศรีสุขสวัสดิ์');
  });
});
