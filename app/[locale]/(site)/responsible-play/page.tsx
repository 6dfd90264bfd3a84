import '@/app/public-pages.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { siteEnv } from '@/lib/env/site';
import { isLocale, locales } from '@/lib/i18n/locales';
import { helpLinks, legalAge } from '@/lib/protection/settings';
import { publicPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'responsiblePlay');
}

// Keyed, not arrays: precompiled catalogues (next.config.ts) hold strings only.
const items = {
  tools: ['limits', 'timeOut', 'selfExclusion', 'reminders', 'statement'],
  signs: ['overspending', 'chasing', 'borrowing', 'harm'],
} as const;

/**
 * The responsible-play page (docs/player-protection.md): the member tools, warning signs and where to
 * get help.
 */
export default async function ResponsiblePlayPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('ResponsiblePlay');
  const lines = (texts: readonly string[]) => texts.map((text) => <li key={text}>{text}</li>);
  const list = (key: keyof typeof items) =>
    lines(
      key === 'tools' ? items.tools.map((i) => t(`tools.${i}`)) : items.signs.map((i) => t(`signs.${i}`)),
    );
  return (
    <div className="public-page legal-page responsible-play">
      <article className="article">
        <header className="article-head">
          <h1>{t('title')}</h1>
        </header>
        <p>{t('lead', { age: legalAge() })}</p>
        <h2>{t('toolsTitle')}</h2>
        <ul>{list('tools')}</ul>
        <p>{t('toolsHow')}</p>
        <h2>{t('signsTitle')}</h2>
        <ul>{list('signs')}</ul>
        <h2>{t('helpTitle')}</h2>
        <p>{t('helpText')}</p>
        <ul>
          {helpLinks(siteEnv.get('RESPONSIBLE_PLAY_LINKS')).map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                rel="noopener noreferrer"
                target={link.href.startsWith('https:') ? '_blank' : undefined}
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </article>
    </div>
  );
}
