import { act, fireEvent, screen } from '@testing-library/react';
import { AndroidAppBanner } from '@/components/layout/android-app-banner';
import { APP_BANNER_CLOSED_KEY, appBannerEligible } from '@/components/layout/app-banner-eligibility';
import { AppBannerSlot } from '@/components/layout/on-demand';
import { MEMBER_HINT_SCRIPT } from '@/lib/session/member-hint-script';
import { announcementDone, firstVisitStore } from '@/lib/stores/first-visit';
import { renderWithIntl } from '../../render';

// Spec §1: on Android a closable banner invites the player to install the app; closing is remembered.
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function asAgent(ua: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('invites an Android player to the operator app and stays closed once closed', () => {
  asAgent(ANDROID);
  const first = renderWithIntl(<AndroidAppBanner appUrl="https://example.com/app.apk" />, 'en');
  const banner = screen.getByRole('region', { name: 'App' });
  expect(banner).toHaveTextContent('Get the app on your phone');
  expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    'https://example.com/app.apk',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Close the banner' }));
  expect(screen.queryByRole('region', { name: 'App' })).toBeNull();
  first.unmount();

  // A later visit (fresh render, same browser storage) shows no banner.
  renderWithIntl(<AndroidAppBanner appUrl="https://example.com/app.apk" />, 'en');
  expect(screen.queryByRole('region', { name: 'App' })).toBeNull();
});

it('offers the browser install prompt when there is no operator app, in Thai', async () => {
  asAgent(ANDROID);
  renderWithIntl(<AndroidAppBanner />);
  expect(screen.queryByRole('button', { name: 'ติดตั้ง' })).toBeNull();
  const prompt = jest.fn(async () => undefined);
  await act(async () => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    window.dispatchEvent(event);
  });
  fireEvent.click(screen.getByRole('button', { name: /ติดตั้ง/ }));
  expect(prompt).toHaveBeenCalledTimes(1);
});

it('shows nothing on an iPhone', () => {
  asAgent(IPHONE);
  renderWithIntl(<AndroidAppBanner appUrl="https://example.com/app.apk" />, 'en');
  expect(screen.queryByRole('region')).toBeNull();
});

describe('one overlay at a time, never over the page (spec §1, §2)', () => {
  const html = document.documentElement;
  afterEach(() => {
    html.removeAttribute('data-app-banner');
    firstVisitStore.set({ announcementDone: false });
  });

  it('the first-paint script reserves the slot exactly where the banner will show', () => {
    const run = new Function(MEMBER_HINT_SCRIPT);
    for (const [ua, closedBefore, expected] of [
      [ANDROID, false, true],
      [ANDROID, true, false],
      [IPHONE, false, false],
    ] as const) {
      asAgent(ua);
      localStorage.clear();
      if (closedBefore) localStorage.setItem(APP_BANNER_CLOSED_KEY, '1');
      html.removeAttribute('data-app-banner');
      run();
      expect(html.hasAttribute('data-app-banner')).toBe(expected);
      expect(appBannerEligible()).toBe(expected);
    }
  });

  it('waits for the announcement, then shows in the page flow; closing frees the slot', async () => {
    asAgent(ANDROID);
    html.setAttribute('data-app-banner', '');
    const { container } = renderWithIntl(<AppBannerSlot appUrl="https://example.com/app.apk" />, 'en');
    expect(container.querySelector('.app-banner-slot')).toBeEmptyDOMElement();
    act(() => announcementDone());
    const banner = await screen.findByRole('region', { name: 'App' });
    expect(container.querySelector('.app-banner-slot')).toContainElement(banner);
    fireEvent.click(screen.getByRole('button', { name: 'Close the banner' }));
    expect(html.hasAttribute('data-app-banner')).toBe(false);
  });
});
