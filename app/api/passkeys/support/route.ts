import { bff } from '@/lib/bff/pipeline';
import { passkeysAvailable } from '@/lib/passkeys/server';

// GET: whether this site offers passkeys at all (the upstream's optional extension, casino-api/README.md).
// The login form asks before it shows "sign in with a passkey"; without the extension nothing changes.
export const GET = bff({
  auth: 'any',
  async handle() {
    return { json: { available: await passkeysAvailable() } };
  },
});
