import { MemberPage } from '@/components/member/member-page';

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <MemberPage locale={locale} page="affiliate" path="/affiliate" />;
}
