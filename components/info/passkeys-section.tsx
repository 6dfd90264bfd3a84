'use client';

import './info.css';
import '@/components/auth/passkeys.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDateTime } from '@/lib/dates';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { useDevices } from '@/lib/hooks/use-devices';
import { usePasskeys } from '@/lib/hooks/use-passkeys';
import { addPasskey, PasskeyCancelled, PasskeyUnsupported } from '@/lib/passkeys/browser';
import type { PasskeyView } from '@/lib/passkeys/view';
import { notify } from '@/lib/stores/notifications';
import { useStepUp } from '@/components/auth/step-up-dialog';
import { TextField } from '@/components/ui/text-field';
import { deviceName } from './device-name';
import { ownAction } from '@/lib/stores/notices';

/*
 * "Passkeys" in the Information popup (docs/security.md, "Passkeys and step-up"): the member's passkeys
 * with their name, kind, when added and last used; add one on this device, rename, remove. Adding and
 * removing need a fresh proof of the player, which the step-up prompt asks for when the server says so.
 * Nothing shows when the upstream keeps no passkeys (its extension is optional).
 */
export function PasskeysSection() {
  const t = useTranslations('Passkeys');
  const td = useTranslations('Devices');
  const te = useTranslations('Errors');
  const locale = useLocale();
  const { data, mutate } = usePasskeys();
  const { data: devices } = useDevices();
  const stepUp = useStepUp();
  const [busy, setBusy] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  if (!data?.available) return null;

  async function run(
    key: string,
    work: () => Promise<unknown>,
    done: string,
    own?: 'passkey_added' | 'passkey_removed',
  ) {
    setBusy(key);
    try {
      await stepUp.guard(work);
      if (own) ownAction(own);
      await mutate();
      notify('success', done);
    } catch (e) {
      if (e instanceof PasskeyCancelled) notify('info', t('cancelled'));
      else if (e instanceof PasskeyUnsupported) notify('error', t('unsupported'));
      else if (e instanceof AppError && e.code === 'validation') notify('error', t('failed'));
      else notify('error', te(e instanceof AppError ? e.code : 'unknown'));
    } finally {
      setBusy(null);
    }
  }

  const here = devices?.find((d) => d.current);
  const newName = here ? deviceName(td, here) : t('title');

  const remove = (p: PasskeyView) => {
    if (!window.confirm(t('removeConfirm', { name: p.name }))) return;
    void run(
      `remove-${p.id}`,
      () => bffFetch(`/passkeys/${encodeURIComponent(p.id)}/delete`, { method: 'POST', body: {} }),
      t('removed'),
      'passkey_removed',
    );
  };

  const saveName = (id: string, name: string) =>
    void run(
      `rename-${id}`,
      async () => {
        await bffFetch(`/passkeys/${encodeURIComponent(id)}/rename`, { method: 'POST', body: { name } });
        setRenaming(null);
      },
      t('renamed'),
    );

  return (
    <section className="info-section" aria-labelledby="info-passkeys-title">
      {stepUp.dialog}
      <h3 id="info-passkeys-title">{t('title')}</h3>
      <p className="info-hint">{t('intro')}</p>
      {data.passkeys.length === 0 ? <p className="info-muted">{t('none')}</p> : null}
      {data.passkeys.length > 0 ? (
        <ul className="device-list" aria-label={t('title')}>
          {data.passkeys.map((p) => (
            <li key={p.id} className="device-row passkey-row">
              {renaming?.id === p.id ? (
                <form
                  className="passkey-rename"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (renaming.name.trim()) saveName(p.id, renaming.name.trim());
                  }}
                >
                  <TextField
                    id={`passkey-name-${p.id}`}
                    label={t('name')}
                    maxLength={60}
                    value={renaming.name}
                    // the field appears because the player tapped "rename": focus goes where they asked to type
                    // eslint-disable-next-line jsx-a11y/no-autofocus
                    autoFocus
                    onChange={(e) => setRenaming({ id: p.id, name: e.target.value })}
                  />
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => setRenaming(null)}
                    >
                      {t('cancel')}
                    </button>
                    <button
                      type="submit"
                      className="button button-primary button-small"
                      disabled={busy !== null || !renaming.name.trim()}
                    >
                      {t('save')}
                    </button>
                  </div>
                </form>
              ) : (
                <>
                  <div className="device-text">
                    <p className="device-name">{p.name}</p>
                    <p className="info-muted">
                      {p.synced ? t('synced') : t('deviceOnly')}
                      {' · '}
                      {t('addedAt', { when: formatDateTime(p.createdAt, locale) })}
                      {' · '}
                      {p.lastUsedAt
                        ? t('lastUsed', { when: formatDateTime(p.lastUsedAt, locale) })
                        : t('neverUsed')}
                    </p>
                  </div>
                  <div className="passkey-actions">
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={t('renameLabel', { name: p.name })}
                      disabled={busy !== null}
                      onClick={() => setRenaming({ id: p.id, name: p.name })}
                    >
                      {t('rename')}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={t('removeLabel', { name: p.name })}
                      disabled={busy !== null}
                      onClick={() => remove(p)}
                    >
                      {t('remove')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="button button-primary passkey-button"
        disabled={busy !== null}
        onClick={() => void run('add', () => addPasskey(newName), t('added'), 'passkey_added')}
      >
        {busy === 'add' ? t('adding') : t('add')}
      </button>
    </section>
  );
}
