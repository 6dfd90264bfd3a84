import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { statementQuerySchema } from '@/lib/casino/contract-protection';
import { AppError } from '@/lib/errors';
import { toStatementView } from '@/lib/protection/view';

// GET /lobby/api/statement?type=&from=&to= (docs/player-protection.md): lifetime figures and the
// filtered history.
export const GET = bff({
  auth: 'member',
  async handle({ req, session }) {
    const query = statementQuerySchema.safeParse(Object.fromEntries(req.nextUrl.searchParams));
    if (!query.success) throw new AppError('validation');
    const { data } = await callUpstream('statement', { token: session.token, body: query.data });
    return { json: toStatementView(data) };
  },
});
