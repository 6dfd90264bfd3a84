import '../globals.css';
import '../layout.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { siteLocale } from '@/lib/i18n/locales';
import { ChunkReloadGuard } from '@/components/layout/chunk-reload-guard';
import { FloatingContact } from '@/components/layout/floating-contact';
import { MemberBarSlot, MemberPopupsSlot } from '@/components/layout/member-only';
import { AppBannerSlot, SiteStatusSlot, ToasterSlot } from '@/components/layout/on-demand';
import { SiteHeader } from '@/components/layout/site-header';
import {
  Announcement,
  NavigationProgress,
  ServiceWorker,
  SignedOutNotice,
} from '@/components/layout/idle-shell';
import { PopupHostSlot } from '@/components/popups/popup-host-slot';
import { sarabunLatin, sarabunThai } from '@/app/fonts';
import { publicConfig } from '@/lib/config';
import { MEMBER_HINT_SCRIPT } from '@/lib/session/member-hint-script';
import { siteInfo } from '@/lib/site-info';
import { shellMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: siteLocale(locale), namespace: 'Metadata' });
  // the operator's own name (site-info), as the public pages have it: member pages take this title
  const { siteName } = await siteInfo();
  return { title: t('title', { siteName }), description: t('description') };
}

// Static pages pick up the upstream's site name and contact link (lib/site-info.ts) within minutes.
// Segment config must be a literal: keep equal to SITE_INFO_REVALIDATE_SECONDS.
export const revalidate = 300;

export const viewport: Viewport = { themeColor: '#12101f', width: 'device-width', initialScale: 1 };

/*
 * The shell every layout shares. It reads no cookie or header, so pages under it can be static;
 * member-only parts (header corner, menus, popups) render on the client from the session hint.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { appUrl } = publicConfig();
  const { siteName, contactUrl } = await siteInfo();
  return (
    // suppressHydrationWarning: the member-hint script may add data-member before React hydrates.
    <html
      lang={locale}
      className={`${sarabunLatin.variable} ${sarabunThai.variable}`}
      suppressHydrationWarning
    >
      <head>
        {/* Runs before the first paint: see lib/session/member-hint-script.ts. */}
        <script dangerouslySetInnerHTML={{ __html: MEMBER_HINT_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider messages={shellMessages(await getMessages())}>
          <NavigationProgress />
          <AppBannerSlot appUrl={appUrl} />
          <Announcement />
          <SiteHeader siteName={siteName} contactUrl={contactUrl} />
          <MemberBarSlot />
          {children}
          <FloatingContact contactUrl={contactUrl} />
          <PopupHostSlot serviceUrl={contactUrl} />
          <MemberPopupsSlot contactUrl={contactUrl} />
          <ToasterSlot />
          <SiteStatusSlot contactUrl={contactUrl} />
          <ChunkReloadGuard />
          <SignedOutNotice />
          <ServiceWorker />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
