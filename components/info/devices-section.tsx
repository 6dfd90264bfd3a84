'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDateTime, formatRelative } from '@/lib/dates';
import { AppError } from '@/lib/errors';
import { useDevices } from '@/lib/hooks/use-devices';
import { notify } from '@/lib/stores/notifications';
import { useStepUp } from '@/components/auth/step-up-dialog';
import { deviceName, networkNote } from './device-name';
import { LoadError } from './load-error';

/*
 * "Devices signed in" (docs/security.md, Sessions): every live session of the member with its
 * device, last use and network, this device marked; any other can be signed out at once, or all of
 * them. This device is signed out with the ordinary logout button.
 */
export function DevicesSection() {
  const t = useTranslations('Devices');
  const te = useTranslations('Errors');
  const locale = useLocale();
  const { data, error, mutate, signOut, signOutOthers } = useDevices();
  const [busy, setBusy] = useState<string | null>(null);
  // Signing other devices out needs a fresh proof (docs/security.md, "Passkeys and step-up").
  const stepUp = useStepUp();

  async function run(key: string, work: () => Promise<void>, done: string) {
    setBusy(key);
    try {
      await stepUp.guard(work);
      notify('success', done);
    } catch (e) {
      notify('error', te(e instanceof AppError ? e.code : 'unknown'));
    } finally {
      setBusy(null);
    }
  }

  const others = data?.filter((d) => !d.current) ?? [];
  const here = data?.find((d) => d.current);
  return (
    <section className="info-section" aria-labelledby="info-devices-title" aria-busy={!data && !error}>
      {stepUp.dialog}
      <h3 id="info-devices-title">{t('title')}</h3>
      <p className="info-hint">{t('intro')}</p>
      {error && !data ? (
        <LoadError error={error} retryLabel={t('retry')} onRetry={() => void mutate()} />
      ) : null}
      {data ? (
        <ul className="device-list" aria-label={t('title')}>
          {data.map((device) => {
            const name = deviceName(t, device);
            return (
              <li key={device.handle} className="device-row" data-current={device.current || undefined}>
                <div className="device-text">
                  <p className="device-name">
                    {name}
                    {device.current ? <span className="device-this">{t('thisDevice')}</span> : null}
                  </p>
                  <p className="info-muted">
                    <time
                      dateTime={new Date(device.lastSeenAt).toISOString()}
                      title={formatDateTime(device.lastSeenAt, locale)}
                    >
                      {t('lastSeen', { when: formatRelative(device.lastSeenAt, locale) })}
                    </time>
                    {' · '}
                    {t('signedInAt', { when: formatDateTime(device.createdAt, locale) })}
                    {networkNote(t, device, here)}
                  </p>
                  <p className="info-muted">
                    {device.method === 'passkey' ? t('methodPasskey') : t('methodPassword')}
                    {' · '}
                    <time dateTime={new Date(device.provedAt).toISOString()}>
                      {t('provedAt', { when: formatDateTime(device.provedAt, locale) })}
                    </time>
                  </p>
                </div>
                {device.current ? null : (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    aria-label={t('signOutLabel', { device: name })}
                    disabled={busy !== null}
                    onClick={() => void run(device.handle, () => signOut(device.handle), t('signedOut'))}
                  >
                    {busy === device.handle ? t('signingOut') : t('signOut')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {data && others.length === 0 ? <p className="info-muted">{t('onlyThis')}</p> : null}
      {others.length > 0 ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          onClick={() => void run('others', signOutOthers, t('othersSignedOut'))}
        >
          {busy === 'others' ? t('signingOut') : t('signOutOthers')}
        </button>
      ) : null}
    </section>
  );
}
