import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** The browser's own passkey prompts (WebAuthn), with a sentence for a person when one fails. */

export const passkeysSupported = () => browserSupportsWebAuthn();

/** A refusal of the browser's prompt, worded for the person (it was closed, timed out, or the key was there already). */
export class PasskeyPromptError extends Error {
  override name = 'PasskeyPromptError';
}

const explain = (error: unknown, action: 'create' | 'use'): PasskeyPromptError => {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'InvalidStateError' && action === 'create') {
    return new PasskeyPromptError('This device already holds a passkey for your account.');
  }
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new PasskeyPromptError('The passkey prompt was closed or timed out. Try again.');
  }
  return new PasskeyPromptError(
    action === 'create'
      ? 'This browser could not create a passkey. Try another browser or device.'
      : 'This browser could not use your passkey. Try again, or use your authenticator app.',
  );
};

/** Asks the browser to create a passkey with the options the API gave; answers what the API needs back. */
export async function createPasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    const answer = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return answer as unknown as Record<string, unknown>;
  } catch (error) {
    throw explain(error, 'create');
  }
}

/** Asks the browser to sign the sign-in's challenge with one of the account's passkeys. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    const answer = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return answer as unknown as Record<string, unknown>;
  } catch (error) {
    throw explain(error, 'use');
  }
}
