import { act, render, screen } from '@testing-library/react';
import { StickyHeader, STICKY_AFTER_PX } from '@/components/layout/sticky-header';

// Spec §9: the header sticks to the top only after 330 px of scroll.
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

it('sticks after 330 px of scroll and lets go when the player scrolls back up', () => {
  expect(STICKY_AFTER_PX).toBe(330);
  scrollTo(0);
  render(<StickyHeader>logo</StickyHeader>);
  const header = screen.getByRole('banner');
  expect(header).not.toHaveClass('is-stuck');
  scrollTo(330);
  expect(header).not.toHaveClass('is-stuck');
  scrollTo(331);
  expect(header).toHaveClass('is-stuck');
  scrollTo(120);
  expect(header).not.toHaveClass('is-stuck');
});

it('is already stuck when the page opens scrolled down (a reload half-way)', () => {
  scrollTo(900);
  render(<StickyHeader>logo</StickyHeader>);
  expect(screen.getByRole('banner')).toHaveClass('is-stuck');
});
