/**
 * A software passkey authenticator for the database tests (decision 0094): an ES256 key pair that answers
 * registration and sign-in options the way a browser and a platform authenticator do (attestation "none"), with
 * knobs for what an attacker or a broken device would change (origin, relying party, user verification, counter).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Uint8Array) => new Uint8Array(createHash("sha256").update(data).digest());

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(data as Uint8Array<ArrayBuffer>);

export interface AnswerOptions {
  /** The page's origin as the browser reports it (default: the authenticator's origin). */
  origin?: string;
  /** The relying party the authenticator signs for (default: the authenticator's). */
  rpId?: string;
  /** Whether the person was verified (PIN, fingerprint); default true. */
  userVerified?: boolean;
}

export class TestAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter; each answer adds one (set it back to play a cloned device). */
  counter = 0;
  /** The user handle the registration gave (base64url). */
  userHandle = "";

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    const key = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    return isoCBOR.encode(key);
  }

  private clientData(type: string, challenge: string, answer: AnswerOptions): Uint8Array {
    const json = JSON.stringify({
      type,
      challenge,
      origin: answer.origin ?? this.origin,
      crossOrigin: false,
    });
    return new TextEncoder().encode(json);
  }

  private flags(answer: AnswerOptions, extra = 0): number {
    return FLAG_USER_PRESENT | (answer.userVerified === false ? 0 : FLAG_USER_VERIFIED) | extra;
  }

  /** The answer of `navigator.credentials.create()` to `options`. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    answer: AnswerOptions = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    this.counter += 1;
    const authData = concat(
      sha256(new TextEncoder().encode(answer.rpId ?? this.rpId)),
      new Uint8Array([this.flags(answer, FLAG_ATTESTED_DATA)]),
      uint32(this.counter),
      new Uint8Array(16),
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      this.cosePublicKey(),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", options.challenge, answer)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** The answer of `navigator.credentials.get()` to `options`. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    answer: AnswerOptions = {},
  ): AuthenticationResponseJSON {
    this.counter += 1;
    const authData = concat(
      sha256(new TextEncoder().encode(answer.rpId ?? this.rpId)),
      new Uint8Array([this.flags(answer)]),
      uint32(this.counter),
    );
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, answer);
    const signature = sign("sha256", concat(authData, sha256(clientDataJSON)), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
        userHandle: this.userHandle,
      },
    };
  }
}
