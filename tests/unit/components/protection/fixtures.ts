import type { ProtectionView } from '@/lib/protection/view';

export function protectionOf(overrides: Partial<ProtectionView> = {}): ProtectionView {
  const none = { amountSatang: null, pending: null, usedSatang: 0 };
  return {
    limits: { day: none, week: none, month: none },
    remainingSatang: null,
    exclusion: null,
    realityCheckMinutes: 0,
    session: { playedSeconds: 0, netSatang: 0 },
    lossLimits: null,
    sessionLimit: null,
    depositsPaused: null,
    ...overrides,
  };
}
