import type { Metadata } from 'next';
import { AllClientMessages } from '@/components/i18n/all-client-messages';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetPageFlow } from '@/components/reset/reset-page-flow';
import { siteInfo } from '@/lib/site-info';
import { publicPageMetadata } from '@/lib/seo/page-metadata';
import { guestOnly } from '@/lib/session/guest-page';
import { siteLocale } from '@/lib/i18n/locales';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'forgetPassword');
}

export default async function ForgetPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(siteLocale(locale));
  await guestOnly(locale);
  const t = await getTranslations('Reset');
  return (
    <section className="card auth-card">
      <h1>{t('title')}</h1>
      <AllClientMessages>
        <ResetPageFlow serviceUrl={(await siteInfo()).contactUrl} />
      </AllClientMessages>
    </section>
  );
}
