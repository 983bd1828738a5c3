/**
 * A software authenticator for the passkey tests: a real P-256 key (ES256), `none` attestation,
 * and answers built as a browser hands them over (RegistrationResponseJSON,
 * AuthenticationResponseJSON), signed with node's crypto — no stub of the verification.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** flags: user present, user verified; attested credential data included */
const UP = 0x01
const UV = 0x04
const AT = 0x40

export class Authenticator {
  readonly id = randomBytes(16)
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  /** the user handle the site gave at registration, returned at login (a discoverable credential) */
  private handle = ''
  /** false: a security key without a PIN, which answers on a touch (user present, not verified) */
  verifiesUser = true

  constructor(
    readonly rpId: string,
    readonly origin: string,
    /** how much the signature counter grows per login; 0: an authenticator that keeps none */
    public counter = 0,
    readonly step = 1,
    keys?: { privateKey: KeyObject; publicKey: KeyObject },
  ) {
    const pair = keys ?? generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey
  }

  /** the same credential and key with its own counter: what a cloned authenticator is */
  clone(counter: number): Authenticator {
    const copy = new Authenticator(this.rpId, this.origin, counter, this.step, {
      privateKey: this.privateKey,
      publicKey: this.publicKey,
    })
    copy.id.set(this.id)
    copy.handle = this.handle
    return copy
  }

  get credentialId() {
    return b64(this.id)
  }

  private cose(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' })
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
  }

  private authData(rpId: string, attested: boolean): Buffer {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(this.counter)
    const flags = UP | (this.verifiesUser ? UV : 0) | (attested ? AT : 0)
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count]
    if (attested) {
      const length = Buffer.alloc(2)
      length.writeUInt16BE(this.id.length)
      parts.push(Buffer.alloc(16), length, this.id, this.cose())
    }
    return Buffer.concat(parts)
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** navigator.credentials.create() for these options */
  create(options: { challenge: string; user: { id: string } }, at: { origin?: string; rpId?: string } = {}) {
    this.handle = options.user.id
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(at.rpId ?? this.rpId, true)],
      ]) as never,
    )
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, at.origin ?? this.origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    }
  }

  /** navigator.credentials.get() for these options: the counter moves on, the answer is signed */
  get(options: { challenge: string }, at: { origin?: string; signWith?: KeyObject } = {}) {
    this.counter += this.step
    const authData = this.authData(this.rpId, false)
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, at.origin ?? this.origin)
    const signer = createSign('sha256')
    signer.update(Buffer.concat([authData, sha256(clientDataJSON)]))
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signer.sign(at.signWith ?? this.privateKey)),
        ...(this.handle ? { userHandle: this.handle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    }
  }
}
