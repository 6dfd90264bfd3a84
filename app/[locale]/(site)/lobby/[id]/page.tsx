import { notFound } from 'next/navigation';
import { MemberPage } from '@/components/member/member-page';
import { accessOf } from '@/lib/routes';

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  if (accessOf(`/lobby/${id}`) !== 'member') notFound();
  return <MemberPage locale={locale} page="lobby" path={`/lobby/${id}`} gameId={id} />;
}
