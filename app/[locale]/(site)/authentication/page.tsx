import { setRequestLocale } from 'next-intl/server';
import { Authenticate } from '@/components/auth/authenticate';

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <Authenticate />;
}
