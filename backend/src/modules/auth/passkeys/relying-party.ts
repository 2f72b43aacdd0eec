import { Injectable } from '@nestjs/common';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Env, opsOrigin } from '../../../config/env.js';
import type { OpsPasskey } from './ops-passkey.entity.js';

// Loaded at the first passkey request: the library and its certificate parsers are some 300 modules, which every API
// start (and every integration test's) would otherwise load for the few requests that use them.
const webAuthn = () => import('@simplewebauthn/server');

/** How long the browser's passkey prompt waits (the Redis challenge lives longer: see totp-challenges.ts). */
const PROMPT_TIMEOUT_MS = 120_000;

export interface VerifiedPasskey {
  credentialId: string;
  publicKey: Buffer;
  signCount: number;
  transports: string[];
}

/**
 * The dashboard as a WebAuthn relying party (`@simplewebauthn/server`): passkeys are bound to OPS_ORIGIN (the origin
 * the browser reports must be it; its host name is the relying party id). Every passkey must verify the person
 * (PIN or biometrics: user verification required), so a passkey alone is two factors, something held and something
 * known or been: it signs in alone, or as the second step after the password. Attestation is not asked for (`none`): which
 * make of authenticator it is does not matter here, and asking would identify people's devices.
 */
@Injectable()
export class PasskeyRelyingParty {
  readonly origin: string;
  readonly rpID: string;

  constructor(env: Env) {
    this.origin = opsOrigin(env);
    this.rpID = new URL(this.origin).hostname;
  }

  async registrationOptions(
    account: { id: number; username: string; displayName: string },
    existing: readonly OpsPasskey[],
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { generateRegistrationOptions } = await webAuthn();
    return generateRegistrationOptions({
      rpName: 'Home Physio Finder operations',
      rpID: this.rpID,
      userName: account.username,
      userDisplayName: account.displayName,
      // The user handle: the account's id, never anything about the person (authenticators may show or sync it).
      userID: new TextEncoder().encode(userHandleText(account.id)),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: PROMPT_TIMEOUT_MS,
    });
  }

  /** The new credential, when the response answers this challenge from this origin with a verified person; else null. */
  async verifyRegistration(response: unknown, expectedChallenge: string): Promise<VerifiedPasskey | null> {
    const { verifyRegistrationResponse } = await webAuthn();
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
      });
      if (!verified) return null;
      const { credential } = registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch {
      // A malformed or forged response: the reason stays here (it can carry what the client sent).
      return null;
    }
  }

  /**
   * Options for a sign-in: after a password, the account's passkeys listed; alone (no passkeys given), none listed,
   * so the browser offers the passkeys it holds for this site (all registered as resident keys).
   */
  async authenticationOptions(passkeys: readonly OpsPasskey[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { generateAuthenticationOptions } = await webAuthn();
    return generateAuthenticationOptions({
      rpID: this.rpID,
      allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
      userVerification: 'required',
      timeout: PROMPT_TIMEOUT_MS,
    });
  }

  /** The passkey's new signature counter when the response is its signature over this challenge; else null. */
  async verifyAuthentication(
    response: unknown,
    expectedChallenge: string,
    passkey: OpsPasskey,
  ): Promise<number | null> {
    const { verifyAuthenticationResponse } = await webAuthn();
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.signCount),
          transports: transportsOf(passkey),
        },
        requireUserVerification: true,
      });
      return verified ? authenticationInfo.newCounter : null;
    } catch {
      return null;
    }
  }
}

function userHandleText(accountId: number): string {
  return `ops-account:${accountId}`;
}

/** The user handle an account's passkeys carry, as a WebAuthn response returns it (base64url). */
export function passkeyUserHandle(accountId: number): string {
  return Buffer.from(userHandleText(accountId)).toString('base64url');
}

function transportsOf(passkey: OpsPasskey): AuthenticatorTransport[] {
  return passkey.transports as AuthenticatorTransport[];
}
