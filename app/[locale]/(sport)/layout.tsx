import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SportBottomNav } from '@/components/layout/sport-bottom-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { siteInfo } from '@/lib/site-info';
import { siteLocale } from '@/lib/i18n/locales';

/** The second mobile layout (spec §2) for the member money and history pages: its own footer tabs and drawer. */
export default async function SportLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // Layouts render in parallel with the root one: each sets the locale itself so pages stay static.
  setRequestLocale(siteLocale((await params).locale));
  const { siteName, contactUrl } = await siteInfo();
  return (
    <>
      <main className="page">{children}</main>
      <SiteFooter siteName={siteName} />
      <SportBottomNav contactUrl={contactUrl} />
    </>
  );
}
