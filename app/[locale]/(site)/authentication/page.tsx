import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { permanentRedirect } from '@/lib/i18n/navigation';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Spec §2 names /authenticate and /authentication for the one authentication page: this path
 * forwards to /authenticate in the same language, with its query (`next`) kept.
 */
export default async function AuthenticationRedirect({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const query = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (entry): entry is [string, string | string[]] => entry[1] !== undefined,
    ),
  );
  permanentRedirect({ href: { pathname: '/authenticate', query }, locale });
}
