import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array | string) => Buffer.from(data).toString('base64url');

/** Authenticator data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
  allowCredentials?: { id: string }[];
}

/**
 * A passkey authenticator in software, as a browser and a phone would answer `navigator.credentials.create` and
 * `.get` (WebAuthn level 2): ES256 keys from node:crypto, `none` attestation, CBOR through @simplewebauthn's own
 * encoder. `counting` authenticators raise their signature counter at each use (most passkeys stay at 0).
 */
export class SoftwareAuthenticator {
  private readonly credentials = new Map<string, Credential>();

  constructor(
    /** The origin the "browser" reports in clientDataJSON. */
    private readonly origin: string,
    private readonly counting = false,
  ) {}

  /** What the browser sends back after `navigator.credentials.create({ publicKey: options })`. */
  create(options: Options, { userVerified = true, origin = this.origin } = {}) {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = randomBytes(16);
    const credential = { id, privateKey, userHandle: options.user?.id ?? '', counter: 0 };
    this.credentials.set(b64url(id), credential);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | (userVerified ? UV : 0) | AT]),
      this.counterBytes(credential),
      Buffer.alloc(16), // AAGUID: none given
      length,
      id,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    const clientData = { type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false };
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(JSON.stringify(clientData)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** What the browser sends back after `navigator.credentials.get({ publicKey: options })`, with one of our passkeys. */
  get(options: Options, { userVerified = true, origin = this.origin, challenge = options.challenge } = {}) {
    // No passkeys listed (a sign-in with a passkey alone): any this authenticator holds, as a browser offers them.
    const listed = options.allowCredentials?.map((c) => c.id) ?? [];
    const allowed = listed.length > 0 ? listed : [...this.credentials.keys()];
    const key = allowed.find((id) => this.credentials.has(id));
    if (!key) throw new Error('None of the allowed passkeys is on this authenticator');
    const credential = this.credentials.get(key)!;
    if (this.counting) credential.counter += 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | (userVerified ? UV : 0)]),
      this.counterBytes(credential),
    ]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false });
    // ES256 signatures in WebAuthn are DER-encoded, as node:crypto makes them.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: key,
      rawId: key,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private counterBytes(credential: Credential): Buffer {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(credential.counter);
    return bytes;
  }
}
