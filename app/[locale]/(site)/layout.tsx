import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MobileAppBar } from '@/components/layout/mobile-app-bar';
import { SiteFooter } from '@/components/layout/site-footer';
import { siteInfo } from '@/lib/site-info';
import { siteLocale } from '@/lib/i18n/locales';

/** The default layout (spec §2): footer and the mobile app bar. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // Layouts render in parallel with the root one: each sets the locale itself so pages stay static.
  setRequestLocale(siteLocale((await params).locale));
  const { siteName } = await siteInfo();
  return (
    <>
      <main className="page">{children}</main>
      <SiteFooter siteName={siteName} />
      <MobileAppBar />
    </>
  );
}
