'use client';

import { bffFetch } from '../bff/browser';

/*
 * The browser's passkey ceremonies (docs/security.md, "Passkeys and step-up"). @simplewebauthn/browser
 * is imported only here and only when a passkey is used, so no public page carries it in its first
 * load (docs/performance.md, first-load budget). The private key stays in the device's authenticator:
 * what travels is the public key at creation and a signature over the server's challenge at sign-in.
 */

/** The player closed the device's prompt, or it timed out: nothing to report as an error. */
export class PasskeyCancelled extends Error {}
/** This browser has no WebAuthn. */
export class PasskeyUnsupported extends Error {}

const library = () => import('@simplewebauthn/browser');

async function ceremony<T>(work: (lib: Awaited<ReturnType<typeof library>>) => Promise<T>): Promise<T> {
  const lib = await library();
  if (!lib.browserSupportsWebAuthn()) throw new PasskeyUnsupported();
  try {
    return await work(lib);
  } catch (e) {
    // WebAuthn reports a closed prompt, a timeout and "no passkey here" alike (NotAllowedError), on purpose
    if (e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError'))
      throw new PasskeyCancelled();
    throw e;
  }
}

interface Ceremony {
  challengeId: string;
  options: Record<string, unknown>;
}

/** Makes a passkey on this device and adds it to the member's account. */
export async function addPasskey(name: string): Promise<void> {
  const { challengeId, options } = await bffFetch<Ceremony>('/passkeys/options', {
    method: 'POST',
    body: {},
  });
  const response = await ceremony((lib) => lib.startRegistration({ optionsJSON: options as never }));
  await bffFetch('/passkeys', { method: 'POST', body: { challengeId, name, response } });
}

/** A signed answer to a fresh challenge, from whichever of this site's passkeys the player picks. */
export async function passkeyAnswer(): Promise<{ challengeId: string; response: unknown }> {
  const { challengeId, options } = await bffFetch<Ceremony>('/passkeys/sign-in/options', {
    method: 'POST',
    body: {},
  });
  const response = await ceremony((lib) => lib.startAuthentication({ optionsJSON: options as never }));
  return { challengeId, response };
}
