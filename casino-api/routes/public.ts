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

  mount(app, deps, contract.notification, async () => {
    const rows = await db
      .selectFrom('announcements')
      .select(['content', 'content_en', 'content_zh', 'img', 'active', 'audience'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((a) => ({
      content: a.content,
      // extension: the text in each language; the Thai is spec §3's own `content`
      contents: { th: a.content, en: a.content_en, zh: a.content_zh },
      img: a.img,
      active: a.active,
      // extension: who it is for; a member is not shown one meant for guests
      audience: a.audience,
    }));
  });

  mount(app, deps, contract.promotions, async () => ({
    data: (await activePromotions(db)).map(promotionToWire),
  }));

  mount(app, deps, contract.games, async ({ c }) => {
    const games = await db.selectFrom('games').selectAll().orderBy('sort').orderBy('id').execute();
    return {
      data: games.map((g) => ({
        id: String(g.id),
        provider: g.provider,
        code: g.code,
        name: g.name,
        category: g.category,
        // the demo art is stored as a path on this API (/demo/art); the contract wants a URL
        image_url: g.image_url ? new URL(g.image_url, c.req.url).href : null,
        names: { th: g.name_th, en: g.name_en, zh: g.name_zh },
        provider_name: g.provider_name,
        popular: g.popular,
        new: g.is_new,
        rtp: g.rtp === null ? null : Number(g.rtp),
      })),
    };
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
