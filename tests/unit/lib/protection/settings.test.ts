import { helpLinks, legalAge } from '@/lib/protection/settings';

// docs/player-protection.md: the operator's legal age (default 20) and responsible-play help links.
describe('legalAge', () => {
  it.each([
    [undefined, 20],
    ['', 20],
    ['18', 18],
    ['21', 21],
    ['17', 20],
    ['26', 20],
    ['20.5', 20],
    ['abc', 20],
  ])('reads %j as %d: a value outside 18-25 falls back to the default', (raw, age) => {
    expect(legalAge(raw)).toBe(age);
  });
});

describe('helpLinks', () => {
  it('falls back to the Thai hotline and Gamblers Anonymous', () => {
    expect(helpLinks(undefined).map((l) => l.href)).toEqual([
      'tel:1323',
      'https://www.gamblersanonymous.org/',
    ]);
  });

  it('reads "Name|link" pairs, skipping any that is not https or tel', () => {
    expect(
      helpLinks(
        'Hotline|tel:1323; Bad|javascript:alert(1);Plain|http://x.example; Help|https://help.example/th',
      ),
    ).toEqual([
      { name: 'Hotline', href: 'tel:1323' },
      { name: 'Help', href: 'https://help.example/th' },
    ]);
    expect(helpLinks('only-garbage')).toHaveLength(2);
  });
});
