import simpleRestProvider from 'ra-data-simple-rest';
import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import {
  OPS_ERROR_CODES,
  OPS_PHYSIOTHERAPIST_BODY_FIELDS,
  type OpsAccountCreateBody,
  type OpsAccountUpdateBody,
  type OpsAssignBody,
  type OpsCoverageChangeBody,
  type OpsCoverageChangeResult,
  type OpsCoveragePreview,
  type OpsCoveragePreviewBody,
  type OpsEndSessionsResponse,
  type OpsEnrolmentLink,
  type OpsUnlockSignInResponse,
  type OpsEnquiryDetail,
  type OpsEnquiryEntryBody,
  type OpsEnquiryUpdateBody,
  type OpsSignInRuleUpdateBody,
  type OpsFinderRequestDetail,
  type OpsHomeFigures,
  type OpsJobActionResult,
  type OpsQueueHealth,
  type OpsRetryFailedResult,
  type OpsPauseOffersBody,
  type OpsPhysiotherapist,
  type OpsPhysiotherapistBody,
  type OpsPhysiotherapistSave,
  type OpsRequestNoteBody,
  type OpsRequestCallBody,
  type OpsRequestFollowUpDateBody,
  type OpsRequestStatusBody,
  type OpsWaitlistRemoveBody,
  type OpsWaitlistRow,
} from '@physio/api-contract';
import { apiErrorCode } from './apiErrors';
import { httpClient } from './httpClient';
import { physiotherapistSaveError } from './physiotherapists/serverErrors';
import { API_URL } from './session';

/** Lists the keys of T exactly: adding a field to the contract without listing it here fails the type-check. */
const keysOf =
  <T>() =>
  <const K extends readonly (keyof T)[]>(keys: K & ([keyof T] extends [K[number]] ? unknown : never)) =>
    keys;

const PHYSIOTHERAPIST_FIELDS = [
  ...keysOf<OpsPhysiotherapistBody>()(OPS_PHYSIOTHERAPIST_BODY_FIELDS),
  // Sent only when the coordinator confirmed a base district we do not cover.
  'outside_coverage_confirmed',
] as const satisfies readonly (keyof OpsPhysiotherapistSave)[];
const ACCOUNT_CREATE_FIELDS = keysOf<OpsAccountCreateBody>()(['username', 'display_name', 'role', 'password']);
const ACCOUNT_UPDATE_FIELDS = keysOf<OpsAccountUpdateBody>()(['display_name', 'role', 'active', 'password']);
const ENQUIRY_UPDATE_FIELDS = keysOf<OpsEnquiryUpdateBody>()(['status']);
const SIGN_IN_RULE_FIELDS = keysOf<OpsSignInRuleUpdateBody>()(['passkey_required']);

const WRITABLE: Record<string, { create?: readonly string[]; update?: readonly string[]; nullable?: string[] }> = {
  physiotherapists: {
    create: PHYSIOTHERAPIST_FIELDS,
    update: PHYSIOTHERAPIST_FIELDS,
    nullable: ['profile_url', 'dbs_certificate_number'],
  },
  accounts: { create: ACCOUNT_CREATE_FIELDS, update: ACCOUNT_UPDATE_FIELDS },
  enquiries: { update: ENQUIRY_UPDATE_FIELDS },
  'sign-in-rules': { update: SIGN_IN_RULE_FIELDS },
};

/**
 * The body the API accepts: a form holds the whole record (id, derived figures such as match_count), and the API
 * refuses properties it does not know. Only the resource's writable fields go; an emptied optional field (a profile
 * page, a note) becomes null, and an empty password (an account edited without a reset) is left out.
 */
export function writableBody(resource: string, kind: 'create' | 'update', data: Record<string, unknown>) {
  const spec = WRITABLE[resource];
  const fields = spec?.[kind];
  if (!fields) return data;
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in data)) continue;
    const value = data[field];
    const empty = value === '' || value === null || value === undefined;
    if (field === 'password' && empty) continue;
    body[field] = empty && spec.nullable?.includes(field) ? null : value;
  }
  return body;
}

/** A refused save in the words of the resource's form, where it has its own (field labels, not field names). */
function saveError(resource: string, error: unknown, values: Record<string, unknown>): unknown {
  return resource === 'physiotherapists' ? physiotherapistSaveError(error, values) : error;
}

/**
 * A list the API refused for its parameters: the filters came from an old link or a saved address (the dashboard's
 * own inputs send nothing the API refuses). The API's sentence names parameters for developers; a person reads this.
 */
export const LIST_QUERY_REFUSED =
  'This list cannot be shown with the filters in the address. Clear the filters (or open the list from the menu) and try again.';

export function personListError(error: unknown): unknown {
  if (error instanceof HttpError && apiErrorCode(error) === OPS_ERROR_CODES.INVALID_LIST_QUERY) {
    return new HttpError(LIST_QUERY_REFUSED, error.status, error.body);
  }
  return error;
}

/** The calls that are not create/read/update/delete of a record. */
export interface OpsActions {
  assign(id: Identifier, body: OpsAssignBody): Promise<{ data: OpsFinderRequestDetail }>;
  setRequestStatus(id: Identifier, body: OpsRequestStatusBody): Promise<{ data: OpsFinderRequestDetail }>;
  addRequestNote(id: Identifier, body: OpsRequestNoteBody): Promise<{ data: OpsFinderRequestDetail }>;
  rematch(id: Identifier): Promise<{ data: OpsFinderRequestDetail }>;
  takeRequest(id: Identifier): Promise<{ data: OpsFinderRequestDetail }>;
  handBackRequest(id: Identifier): Promise<{ data: OpsFinderRequestDetail }>;
  setFollowUpDate(id: Identifier, body: OpsRequestFollowUpDateBody): Promise<{ data: OpsFinderRequestDetail }>;
  logCall(id: Identifier, body: OpsRequestCallBody): Promise<{ data: OpsFinderRequestDetail }>;
  addEnquiryNote(id: Identifier, body: OpsEnquiryEntryBody): Promise<{ data: OpsEnquiryDetail }>;
  sendEnquiryReply(id: Identifier, body: OpsEnquiryEntryBody): Promise<{ data: OpsEnquiryDetail }>;
  endSessions(accountId: Identifier): Promise<{ data: OpsEndSessionsResponse }>;
  unlockSignIn(accountId: Identifier): Promise<{ data: OpsUnlockSignInResponse }>;
  /** A new one-time enrolment link for the account (any earlier one stops working); the answer shows it once. */
  issueEnrolmentLink(accountId: Identifier): Promise<{ data: OpsEnrolmentLink }>;
  getHome(): Promise<{ data: OpsHomeFigures }>;
  getQueueHealth(): Promise<{ data: OpsQueueHealth }>;
  /** One of the demand report's panels: `trend?…`, `map?…`, `supply?…` (demandSearch gives the query). */
  getDemandPanel<T>(pathAndQuery: string): Promise<{ data: T }>;
  retryJob(queue: string, jobId: string): Promise<{ data: OpsJobActionResult }>;
  retryFailedJobs(queue: string): Promise<{ data: OpsRetryFailedResult }>;
  removeJob(queue: string, jobId: string): Promise<{ data: OpsJobActionResult }>;
  previewCoverage(body: OpsCoveragePreviewBody): Promise<{ data: OpsCoveragePreview }>;
  activateCoverage(body: OpsCoverageChangeBody): Promise<{ data: OpsCoverageChangeResult }>;
  deactivateCoverage(body: OpsCoverageChangeBody): Promise<{ data: OpsCoverageChangeResult }>;
  removeWaitlistEntry(id: Identifier, body: OpsWaitlistRemoveBody): Promise<{ data: OpsWaitlistRow }>;
  pauseOffers(physiotherapistId: Identifier, body: OpsPauseOffersBody): Promise<{ data: OpsPhysiotherapist }>;
}

export type OpsDataProvider = DataProvider & OpsActions;

async function post<T>(path: string, body: object = {}): Promise<{ data: T }> {
  const { json } = await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { data: json as T };
}

const jobPath = (queue: string, jobId: string) =>
  `queue-health/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}`;

const requestPath = (id: Identifier, action: string) => `finder-requests/${encodeURIComponent(String(id))}/${action}`;

export function createDataProvider(): OpsDataProvider {
  const rest = simpleRestProvider(API_URL, httpClient);
  return {
    ...rest,
    getList: (resource: string, params: GetListParams) =>
      rest.getList(resource, params).catch((error: unknown) => Promise.reject(personListError(error))),
    create: <R extends Omit<RaRecord, 'id'>>(resource: string, params: CreateParams<R>) =>
      rest
        .create(resource, { ...params, data: writableBody(resource, 'create', params.data) as Partial<R> })
        .catch((error: unknown) => Promise.reject(saveError(resource, error, params.data))),
    update: <R extends RaRecord>(resource: string, params: UpdateParams<R>) =>
      rest
        .update(resource, { ...params, data: writableBody(resource, 'update', params.data) as Partial<R> })
        .catch((error: unknown) => Promise.reject(saveError(resource, error, params.data))),
    assign: (id, body) => post(requestPath(id, 'assign'), body),
    setRequestStatus: (id, body) => post(requestPath(id, 'status'), body),
    addRequestNote: (id, body) => post(requestPath(id, 'notes'), body),
    rematch: (id) => post(requestPath(id, 'rematch')),
    takeRequest: (id) => post(requestPath(id, 'take')),
    handBackRequest: (id) => post(requestPath(id, 'hand-back')),
    setFollowUpDate: (id, body) => post(requestPath(id, 'follow-up-date'), body),
    logCall: (id, body) => post(requestPath(id, 'calls'), body),
    addEnquiryNote: (id, body) => post(`enquiries/${encodeURIComponent(String(id))}/notes`, body),
    sendEnquiryReply: (id, body) => post(`enquiries/${encodeURIComponent(String(id))}/replies`, body),
    endSessions: (accountId) => post(`accounts/${encodeURIComponent(String(accountId))}/end-sessions`),
    unlockSignIn: (accountId) => post(`accounts/${encodeURIComponent(String(accountId))}/unlock`),
    issueEnrolmentLink: (accountId) => post(`accounts/${encodeURIComponent(String(accountId))}/enrolment-link`),
    previewCoverage: (body) => post('coverage/preview', body),
    activateCoverage: (body) => post('coverage/activate', body),
    deactivateCoverage: (body) => post('coverage/deactivate', body),
    removeWaitlistEntry: (id, body) => post(`waitlist/${encodeURIComponent(String(id))}/remove`, body),
    pauseOffers: (id, body) => post(`physiotherapists/${encodeURIComponent(String(id))}/pause`, body),
    getHome: async () => {
      const { json } = await httpClient(`${API_URL}/home`);
      return { data: json as OpsHomeFigures };
    },
    getQueueHealth: async () => {
      const { json } = await httpClient(`${API_URL}/queue-health`);
      return { data: json as OpsQueueHealth };
    },
    getDemandPanel: async <T>(pathAndQuery: string) => {
      const { json } = await httpClient(`${API_URL}/demand/${pathAndQuery}`);
      return { data: json as T };
    },
    retryJob: (queue, jobId) => post(`${jobPath(queue, jobId)}/retry`),
    retryFailedJobs: (queue) => post(`queue-health/${encodeURIComponent(queue)}/retry-failed`),
    removeJob: async (queue, jobId) => {
      const { json } = await httpClient(`${API_URL}/${jobPath(queue, jobId)}`, { method: 'DELETE' });
      return { data: json as OpsJobActionResult };
    },
  };
}

export const dataProvider = createDataProvider();
