import '@/components/register/register.css';
import type { Metadata } from 'next';
import { AllClientMessages } from '@/components/i18n/all-client-messages';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegisterPageFlow } from '@/components/register/register-page-flow';
import { publicPageMetadata } from '@/lib/seo/page-metadata';
import { guestOnly } from '@/lib/session/guest-page';
import { siteLocale } from '@/lib/i18n/locales';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'register');
}

export default async function RegisterPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(siteLocale(locale));
  await guestOnly(locale);
  const t = await getTranslations('Register');
  return (
    <section className="card auth-card auth-card-wide">
      <h1>{t('title')}</h1>
      <AllClientMessages>
        <RegisterPageFlow />
      </AllClientMessages>
    </section>
  );
}
