export const APP_BANNER_CLOSED_KEY = 'lobby.appBannerClosed';

// Android is the one OS whose browsers all say so in the user agent; a full UA parser here cost
// ~9 kB gzip of first-load JS on every page (docs/performance.md), for this one test.
const ANDROID = /\bAndroid\b/i;

/** Spec §1: Android, and the player has not closed the banner before. */
export function appBannerEligible(): boolean {
  return (
    ANDROID.test(navigator.userAgent) &&
    !/Windows Phone/i.test(navigator.userAgent) &&
    localStorage.getItem(APP_BANNER_CLOSED_KEY) !== '1'
  );
}
