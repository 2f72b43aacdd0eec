import type {
  OpsEnrolmentCompleteBody,
  OpsEnrolmentCompleteResponse,
  OpsEnrolmentStartResponse,
} from '@physio/api-contract';
import { httpClient } from '../httpClient';
import { API_URL, rememberSession } from '../session';

const post = (path: string, body: object) =>
  httpClient(`${API_URL}/auth/enrolment/${path}`, { method: 'POST', body: JSON.stringify(body) });

/** Opens the link: whom it is for, and a new secret for the authenticator app. */
export async function startEnrolment(token: string): Promise<OpsEnrolmentStartResponse> {
  const { json } = await post('start', { token });
  return json as OpsEnrolmentStartResponse;
}

/** Uses the link up: the password and the app are set, and this browser is signed in. Answers the recovery codes. */
export async function completeEnrolment(body: OpsEnrolmentCompleteBody): Promise<string[]> {
  const { json } = await post('complete', body);
  const answer = json as OpsEnrolmentCompleteResponse;
  rememberSession(answer.session);
  return answer.recovery_codes;
}
