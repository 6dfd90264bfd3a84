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

/*
 * Where another device signed in from, in words a player understands: the same internet connection as
 * this one (home Wi-Fi, say) or a different one. The coarse network itself ("203.0.113.0/24",
 * lib/session/device.ts) means nothing to a player, so it is compared, never shown. Nothing is said
 * for this device, or when either network is unknown.
 */
export function networkNote(
  t: ReturnType<typeof useTranslations<'Devices'>>,
  device: { address: string | null; current: boolean },
  here: { address: string | null } | undefined,
): string | null {
  if (device.current || !device.address || !here?.address) return null;
  return ` · ${device.address === here.address ? t('sameNetwork') : t('otherNetwork')}`;
}
