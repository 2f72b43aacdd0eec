import type {
  OpsChangePasswordBody,
  OpsPasskeyOptionsBody,
  OpsPasskeyRegistrationOptions,
  OpsReauthenticateBody,
  OpsRecoveryCodesBody,
  OpsRecoveryCodesResponse,
  OpsTotpEnableResponse,
  OpsTotpEnableBody,
  OpsTotpSetupBody,
  OpsTotpSetupResponse,
} from '@physio/api-contract';
import { httpClient } from '../httpClient';
import { API_URL, refreshSession } from '../session';

// Straight through the HTTP client, not react-admin's data provider: a wrong current password answers 401 here,
// and that must not sign the person out.
const post = (path: string, body: object) =>
  httpClient(`${API_URL}/auth/${path}`, { method: 'POST', body: JSON.stringify(body) });

export async function changePassword(body: OpsChangePasswordBody): Promise<void> {
  await post('password', body);
  await refreshSession(); // no longer a one-time password
}

export async function startTotpSetup(body: OpsTotpSetupBody): Promise<OpsTotpSetupResponse> {
  const { json } = await post('totp/setup', body);
  return json as OpsTotpSetupResponse;
}

export async function enableTotp(body: OpsTotpEnableBody): Promise<string[]> {
  const { json } = await post('totp/enable', body);
  await refreshSession(); // the identity now says the app is set up
  return (json as OpsTotpEnableResponse).recovery_codes;
}

export async function regenerateRecoveryCodes(body: OpsRecoveryCodesBody): Promise<string[]> {
  const { json } = await post('recovery-codes', body);
  return (json as OpsRecoveryCodesResponse).recovery_codes;
}

/** Re-authenticates, then answers the options for the browser to create a passkey (and the setup token). */
export async function startPasskeyRegistration(body: OpsPasskeyOptionsBody): Promise<OpsPasskeyRegistrationOptions> {
  const { json } = await post('passkeys/options', body);
  return json as OpsPasskeyRegistrationOptions;
}

/** The password again: for a few minutes this session may end the account's other sessions. */
export async function reauthenticate(body: OpsReauthenticateBody): Promise<void> {
  await post('reauthenticate', body);
}
