import './info.css';
import { useTranslations } from 'next-intl';

/** Tab 5 of the Information popup: spec §2 has no news feed, only a friendly 'no news yet'. */
export function NewsTab() {
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
