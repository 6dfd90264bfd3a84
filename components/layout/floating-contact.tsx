import { getTranslations } from 'next-intl/server';
import { FloatingLogin } from './floating-login';

/** The floating contact/login box of spec §2: the chat link always, the login button for guests. */
export async function FloatingContact({ contactUrl }: { contactUrl: string }) {
  const t = await getTranslations('Common');
  return (
    <aside className="floating-contact" aria-label={t('contactStaff')}>
      <a
        href={contactUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="floating-button floating-chat"
        aria-label={t('contactStaff')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 3C6.5 3 2 6.6 2 11c0 2.6 1.6 4.9 4 6.3V21l3.6-2.4c.8.2 1.6.3 2.4.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z"
          />
        </svg>
        <span>{t('contactStaff')}</span>
      </a>
      <FloatingLogin label={t('login')} />
    </aside>
  );
}
