import type { Metadata } from 'next';
import { AllClientMessages } from '@/components/i18n/all-client-messages';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import { siteInfo } from '@/lib/site-info';
import { publicPageMetadata } from '@/lib/seo/page-metadata';
import { guestOnly } from '@/lib/session/guest-page';
import { siteLocale } from '@/lib/i18n/locales';
import { loginReason } from '@/lib/session/login-reason';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'login');
}

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string | string[]; reason?: string | string[] }>;
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(siteLocale(locale));
  const query = await searchParams;
  const next = await guestOnly(locale, query.next);
  const t = await getTranslations('Login');
  const reason = loginReason(query.reason);
  return (
    <section className="card auth-card">
      <h1>{t('title')}</h1>
      {/* why the member is here, when the site sent them (lib/session/login-reason.ts) */}
      {reason ? (
        <p className="alert alert-info" role="status">
          {t(`reasons.${reason}`)}
        </p>
      ) : null}
      <AllClientMessages>
        <LoginForm next={next} serviceUrl={(await siteInfo()).contactUrl} />
      </AllClientMessages>
    </section>
  );
}
