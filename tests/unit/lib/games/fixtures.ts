import type { GameView } from '@/lib/casino/game-view';

/** Games as the demo catalogue sends them (casino-api/seed/data.ts), through toGameView. */
export const game = (over: Partial<GameView> & Pick<GameView, 'code'>): GameView => ({
  id: over.code,
  provider: 'siamreels',
  name: over.code,
  names: {},
  providerName: 'Siam Reels',
  category: 'slot',
  image: `/api/game-image/siamreels/${over.code}`,
  popular: false,
  isNew: false,
  rtp: 95.95,
  ...over,
});

export const tiger = game({
  code: 'lucky-tiger',
  name: 'เสือนำโชค (Lucky Tiger)',
  names: { th: 'เสือนำโชค', en: 'Lucky Tiger', zh: '幸运虎' },
  popular: true,
});
export const baccarat = game({
  code: 'baccarat',
  provider: 'lotuslive',
  providerName: 'Lotus Live',
  name: 'บาคาร่า (Baccarat)',
  names: { th: 'บาคาร่า', en: 'Baccarat', zh: '百家乐' },
  category: 'casino',
});
export const carp = game({
  code: 'golden-carp',
  provider: 'coralplay',
  providerName: 'Coral Play',
  name: 'ปลาคาร์ปทองคำ (Golden Carp)',
  names: { th: 'ปลาคาร์ปทองคำ', en: 'Golden Carp', zh: '金鲤鱼' },
  category: 'fishing',
  isNew: true,
});
/** An upstream game with only a Thai name, no picture and a category we do not name. */
export const thaiOnly = game({ code: 'mahjong', name: 'มาจองเวย์', category: 'arcade', image: null });
