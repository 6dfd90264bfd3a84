import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { loadingBarProgress, startsNavigation } from '@/lib/machines/loading-bar';
import th from '@/messages/th.json';

let mockPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

function Page() {
  return (
    <NextIntlClientProvider locale="th" messages={th} timeZone="Asia/Bangkok">
      <NavigationProgress />
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the bar reads the rendered <a>, which is what next/link renders too */}
      <a href="/promotion">โปรโมชั่น</a>
      <a href="#top">ขึ้นบน</a>
      <a href="https://line.me/x">LINE</a>
    </NextIntlClientProvider>
  );
}

function page() {
  const view = render(<Page />);
  return {
    arrive: (path: string) => {
      mockPath = path;
      view.rerender(<Page />);
    },
  };
}

// jsdom cannot navigate; next/link prevents the default the same way, on the document.
const stopNavigation = (e: Event) => e.preventDefault();

describe('top loading bar (spec §9: 5000 ms, 200 ms throttle)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockPath = '/';
    document.addEventListener('click', stopNavigation);
  });
  afterEach(() => {
    document.removeEventListener('click', stopNavigation);
    jest.useRealTimers();
  });

  it('stays hidden when the next page arrives within 200 ms', () => {
    const { arrive } = page();
    fireEvent.click(screen.getByRole('link', { name: 'โปรโมชั่น' }));
    act(() => jest.advanceTimersByTime(150));
    arrive('/promotion');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a growing bar on a slow navigation, fills it on arrival, then removes it', () => {
    const { arrive } = page();
    fireEvent.click(screen.getByRole('link', { name: 'โปรโมชั่น' }));
    act(() => jest.advanceTimersByTime(250));
    const bar = screen.getByRole('progressbar', { name: 'กำลังโหลดหน้า' });
    const early = Number(bar.getAttribute('aria-valuenow'));
    act(() => jest.advanceTimersByTime(2500));
    const later = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(later).toBeGreaterThan(early);
    expect(later).toBeLessThan(100);
    arrive('/promotion');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('does not start for a hash link or another site', () => {
    page();
    fireEvent.click(screen.getByRole('link', { name: 'ขึ้นบน' }));
    fireEvent.click(screen.getByRole('link', { name: 'LINE' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('loading bar arithmetic', () => {
  it('creeps towards the end over the 5000 ms duration and never reaches it', () => {
    expect(loadingBarProgress(0)).toBe(0);
    expect(Math.round(loadingBarProgress(5000))).toBe(70);
    expect(loadingBarProgress(60_000)).toBeLessThan(100);
    expect(loadingBarProgress(1000)).toBeLessThan(loadingBarProgress(2000));
  });

  it('ignores clicks that open a new tab', () => {
    const here = new URL('http://localhost/lobby');
    const there = new URL('http://localhost/lobby/promotion');
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(startsNavigation(there, here, plain, null)).toBe(true);
    expect(startsNavigation(there, here, { ...plain, ctrlKey: true }, null)).toBe(false);
    expect(startsNavigation(there, here, plain, '_blank')).toBe(false);
    expect(startsNavigation(new URL('http://localhost/lobby#x'), here, plain, null)).toBe(false);
    expect(startsNavigation(new URL('http://localhost/lobby?page=2'), here, plain, null)).toBe(false);
  });
});
