import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { messages } from '../http/messages';
import { mount } from '../http/mount';
import { activePromotions, promotionToWire } from '../services/promotions';

/* Guest-readable data: spec §7 notification plus the site's extensions (docs/architecture.md §6). */
export function publicRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  mount(app, deps, contract.notification, async () =>
    db
      .selectFrom('announcements')
      .select(['content', 'img', 'active'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );

  mount(app, deps, contract.promotions, async () => ({
    data: (await activePromotions(db)).map(promotionToWire),
  }));

  mount(app, deps, contract.games, async () => {
    const games = await db
      .selectFrom('games')
      .select(['id', 'provider', 'code', 'name', 'category', 'image_url'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return { data: games.map((g) => ({ ...g, id: String(g.id) })) };
  });

  mount(app, deps, contract.siteInfo, async () => ({ data: { ...deps.config.site } }));

  mount(app, deps, contract.affiliate, async ({ params }) => {
    const row = await db
      .selectFrom('affiliates')
      .select(['affiliate_key', 'username', 'name', 'line'])
      .where('affiliate_key', '=', params.key ?? '')
      .executeTakeFirst();
    if (!row) throw new ApiError(404, { message: messages.notFound });
    return { data: row };
  });
}
