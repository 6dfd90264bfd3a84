import { setRequestLocale } from 'next-intl/server';
import { Authenticate } from '@/components/auth/authenticate';
import { AllClientMessages } from '@/components/i18n/all-client-messages';
import { siteLocale } from '@/lib/i18n/locales';

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(siteLocale(locale));
  return (
    <AllClientMessages>
      <Authenticate />
    </AllClientMessages>
  );
}
