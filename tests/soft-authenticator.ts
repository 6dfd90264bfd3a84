import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software passkey for tests of the passkey extension (casino-api/README.md, "Passkeys"): it makes the
 * JSON a browser hands over after navigator.credentials.create() and .get() (WebAuthn L3 §5.1, "none"
 * attestation, ES256), with a signature counter and backup flags the test controls — so a test can play
 * a cloned key (a counter that does not move forward) or a credential whose backup eligibility changed.
 */

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');

/* Just enough CBOR (RFC 8949) for an attestation object and a COSE key: maps, ints, text, bytes. */
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65_536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

export interface SoftPasskeyOptions {
  origin: string;
  rpId?: string;
  /** WebAuthn BE: a synced (multi-device) passkey. */
  backupEligible?: boolean;
}

export class SoftPasskey {
  readonly credentialId: Buffer = randomBytes(32);
  private readonly key: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  /** The signature counter the next answer reports; a test may set it back to play a clone. */
  counter = 0;
  backupEligible: boolean;
  userHandle: string | null = null;
  constructor(private readonly opts: SoftPasskeyOptions) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    this.backupEligible = opts.backupEligible ?? false;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, withCredential: boolean): Buffer {
    const rpIdHash = createHash('sha256').update(rpId).digest();
    // UP | UV, BE and BS for a synced key, AT when the credential is attached
    let flags = 0x01 | 0x04;
    if (this.backupEligible) flags |= 0x08 | 0x10;
    if (withCredential) flags |= 0x40;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts: Buffer[] = [rpIdHash, Buffer.from([flags]), counter];
    if (withCredential) {
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(this.publicJwk.x, 'base64url')],
          [-3, Buffer.from(this.publicJwk.y, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, cose);
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** What startRegistration() gives for these creation options. */
  register(options: Record<string, unknown>, origin = this.opts.origin) {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    this.userHandle = user.id;
    const clientDataJSON = this.clientData('webauthn.create', String(options.challenge), origin);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(this.opts.rpId ?? rp.id, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** What startAuthentication() gives for these request options; the counter moves first, as a key's does. */
  authenticate(options: Record<string, unknown>, opts: { origin?: string; keepCounter?: boolean } = {}) {
    if (!opts.keepCounter) this.counter += 1;
    const clientDataJSON = this.clientData(
      'webauthn.get',
      String(options.challenge),
      opts.origin ?? this.opts.origin,
    );
    const authenticatorData = this.authData(this.opts.rpId ?? String(options.rpId), false);
    const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(sign('sha256', signed, this.key)),
        userHandle: this.userHandle,
      },
    };
  }
}
