import type {
  OpsChangePasswordBody,
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
}

export async function startTotpSetup(body: OpsTotpSetupBody): Promise<OpsTotpSetupResponse> {
  const { json } = await post('totp/setup', body);
  return json as OpsTotpSetupResponse;
}

export async function enableTotp(body: OpsTotpEnableBody): Promise<void> {
  await post('totp/enable', body);
  await refreshSession(); // the identity now says the app is set up
}
