import type { Passkey } from '../casino/contract-passkeys';
import { toEpochMs } from '../dates';

/** One passkey as the Information popup lists it (docs/security.md, "Passkeys and step-up"). */
export interface PasskeyView {
  id: string;
  name: string;
  /** Synced by the phone's password manager (WebAuthn multi-device), so it also works on the member's other devices. */
  synced: boolean;
  createdAt: number;
  lastUsedAt: number | null;
}

export function toPasskeyView(p: Passkey): PasskeyView {
  return {
    id: p.id,
    name: p.name,
    synced: p.device_type === 'multiDevice',
    createdAt: toEpochMs(p.created_at),
    lastUsedAt: p.last_used_at ? toEpochMs(p.last_used_at) : null,
  };
}
