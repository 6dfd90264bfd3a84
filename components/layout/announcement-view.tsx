'use client';

import './announcement-view.css';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { AnnouncementItem } from '@/lib/casino/announcement-view';
import { pickText } from '@/lib/i18n/localized-text';
import { usePathname } from '@/lib/i18n/navigation';
import { accessOf } from '@/lib/routes';
import { popupStore } from '@/lib/stores/popup';
import { useStore } from '@/lib/hooks/use-store';
import { announcementDone } from '@/lib/stores/first-visit';

const SEEN_KEY = 'lobby.announcementSeen';
const noSubscribe = () => () => undefined;

/**
 * Spec §2: active=1 a modal titled 'ประกาศ', active=2 a banner that cannot be dismissed. The text is the
 * page's language where the upstream gives it (the `contents` extension, lib/i18n/localized-text.ts);
 * "seen" keeps spec §3's own text, so switching language does not bring a closed modal back.
 */
export function AnnouncementView({ item }: { item: AnnouncementItem }) {
  const t = useTranslations('Common');
  const text = pickText(item.contents, item.content, useLocale());
  const [closed, setClosed] = useState(false);
  const page = usePathname();
  const { mode } = useStore(popupStore);
  const seen = useSyncExternalStore(
    noSubscribe,
    () => sessionStorage.getItem(SEEN_KEY),
    () => null,
  );
  // The fetch answers after the page is usable: a dialog the visitor opened meanwhile (a trial
  // game, a popup) is not covered by the announcement; it waits for the next page load.
  const [othersOpen] = useState(() => document.querySelector('dialog[open]') !== null);
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, item.content);
    setClosed(true);
  };
  // The modal never interrupts a visitor typing into a form (the login, register and reset pages,
  // or any open popup), and once closed it stays closed for the browser session.
  const modal =
    item.active === 1 &&
    !closed &&
    !othersOpen &&
    seen !== item.content &&
    mode === null &&
    accessOf(page) !== 'guest-only';
  // Once no modal is up (never shown, or closed), the next overlay in line may come (lib/stores/first-visit.ts).
  useEffect(() => {
    if (!modal) announcementDone();
  }, [modal]);
  if (item.active === 2) {
    return (
      <div className="announcement-banner" role="region" aria-label={t('announcement')}>
        {item.img ? <AnnouncementImage src={item.img} /> : null}
        <p lang={text.lang}>{text.text}</p>
      </div>
    );
  }
  if (!modal) return null;
  return (
    <Dialog title={t('announcement')} closeLabel={t('close')} onClose={close}>
      {item.img ? <AnnouncementImage src={item.img} /> : null}
      <p className="announcement-text" lang={text.lang}>
        {text.text}
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={close}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}

function AnnouncementImage({ src }: { src: string }) {
  // The operator's image comes from any host they choose, so next/image's allow-list cannot know it.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt="" className="announcement-image" loading="lazy" />;
}
