'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { bffFetch } from '@/lib/bff/browser';
import type { AnnouncementItem } from '@/lib/casino/announcement-view';
import type { NoticeView } from '@/lib/casino/notice-view';
import { formatDateTime } from '@/lib/dates';
import { pickText } from '@/lib/i18n/localized-text';
import { markNoticesRead, useNotices } from '@/lib/hooks/use-notices';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { noticeTone, noticeWords } from './notice-words';

/*
 * Tab 5 of the Information popup. Spec §2 has a static "no news yet"; the site lists the member's
 * account notices (casino-api/README.md, "Account notices") under the site's announcement, newest
 * first, the unread ones marked "new" (docs/architecture.md §8). Opening the tab reads them, on every
 * device. Against an upstream without notices and with no announcement it is spec §2's page.
 */
export function NewsTab() {
  const t = useTranslations('News');
  const locale = useLocale();
  const { data: notices, mutate } = useNotices();
  const announcement = useAnnouncementText(locale);
  // what was unread when the tab opened stays marked "new" while the member reads it
  const [unreadOnOpen, setUnreadOnOpen] = useState<ReadonlySet<string> | null>(null);
  const newest = notices?.items[0];

  if (notices && !unreadOnOpen) {
    setUnreadOnOpen(new Set(notices.items.filter((n) => !n.read).map((n) => n.id)));
  }

  useEffect(() => {
    if (!newest || notices?.unread === 0) return;
    void markNoticesRead(newest.id)
      .then((unread) =>
        mutate((v) => v && { ...v, unread, items: v.items.map((n) => ({ ...n, read: true })) }, {
          revalidate: false,
        }),
      )
      .catch(() => undefined);
  }, [newest, notices?.unread, mutate]);

  const items = notices?.items ?? [];
  if (!notices?.recorded && !announcement) return <NoNews />;
  return (
    <div className="news">
      {announcement ? (
        <section className="news-section" aria-labelledby="news-announcement">
          <h3 id="news-announcement">{t('announcement')}</h3>
          <p className="news-announcement" lang={announcement.lang}>
            {announcement.text}
          </p>
        </section>
      ) : null}
      {notices?.recorded ? (
        <section className="news-section" aria-labelledby="news-account">
          <h3 id="news-account">{t('yourAccount')}</h3>
          {items.length === 0 ? (
            <p className="news-none">{t('noNotices')}</p>
          ) : (
            <ol className="news-list">
              {items.map((n) => (
                <NoticeEntry key={n.id} notice={n} fresh={unreadOnOpen?.has(n.id) ?? !n.read} />
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </div>
  );
}

function NoticeEntry({ notice, fresh }: { notice: NoticeView; fresh: boolean }) {
  const t = useTranslations('News');
  const locale = useLocale();
  const upstream = useUpstreamText();
  const { title, text } = noticeWords(t, notice, upstream);
  return (
    <li className={`news-item news-${noticeTone(notice)}`}>
      <p className="news-item-title">
        <strong>{title}</strong>
        {fresh ? <span className="news-new">{t('new')}</span> : null}
      </p>
      <p className="news-item-text">{text}</p>
      <time className="news-item-time">{formatDateTime(notice.at, locale)}</time>
    </li>
  );
}

/** The site's current announcement (spec §2, §7 notification) in the page's language, if it has words. */
function useAnnouncementText(locale: string) {
  const [item, setItem] = useState<AnnouncementItem | null>(null);
  useEffect(() => {
    let live = true;
    bffFetch<AnnouncementItem[]>('/notification').then(
      (items) => live && setItem(items.find((i) => i.content) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return item ? pickText(item.contents, item.content, locale) : null;
}

function NoNews() {
  const t = useTranslations('News');
  return (
    <div className="info-news">
      <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" className="info-news-icon">
        <path
          fill="currentColor"
          d="M18 11v2h4v-2h-4zm-2 6.6c.96.7 2.21 1.65 3.2 2.4.4-.53.8-1.07 1.2-1.6-.99-.75-2.24-1.7-3.2-2.4-.4.54-.8 1.08-1.2 1.6zM20.4 5.6c-.4-.53-.8-1.07-1.2-1.6-.99.75-2.24 1.7-3.2 2.4.4.53.8 1.07 1.2 1.6.96-.7 2.21-1.65 3.2-2.4zM4 9a2 2 0 0 0-2 2v2a2 2 0 0 0 2 2h1v4h2v-4h1l5 3V6L8 9H4zm11.5 3c0-1.33-.58-2.53-1.5-3.35v6.69c.92-.81 1.5-2.01 1.5-3.34z"
        />
      </svg>
      <h3>{t('title')}</h3>
      <p>{t('text')}</p>
    </div>
  );
}
