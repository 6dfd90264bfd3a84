import type { useTranslations } from 'next-intl';

/** "Chrome on Android", in the player's language; product names are not translated. */
export function deviceName(
  t: ReturnType<typeof useTranslations<'Devices'>>,
  device: { browser: string | null; os: string | null },
): string {
  return t('device', {
    browser: device.browser ?? t('unknownBrowser'),
    os: device.os ?? t('unknownOs'),
  });
}
