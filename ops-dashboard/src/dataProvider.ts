import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, Identifier, RaRecord, UpdateParams } from 'react-admin';
import {
  OPS_PHYSIOTHERAPIST_BODY_FIELDS,
  type OpsAccountCreateBody,
  type OpsAccountUpdateBody,
  type OpsAssignBody,
  type OpsCoverageChangeBody,
  type OpsCoverageChangeResult,
  type OpsCoveragePreview,
  type OpsCoveragePreviewBody,
  type OpsEndSessionsResponse,
  type OpsEnquiryUpdateBody,
  type OpsFinderRequestDetail,
  type OpsHomeFigures,
  type OpsJobActionResult,
  type OpsQueueHealth,
  type OpsRetryFailedResult,
  type OpsPhysiotherapistBody,
  type OpsRequestNoteBody,
  type OpsRequestStatusBody,
  type OpsWaitlistRemoveBody,
  type OpsWaitlistRow,
} from '@physio/api-contract';
import { httpClient } from './httpClient';
import { API_URL } from './session';

/** Lists the keys of T exactly: adding a field to the contract without listing it here fails the type-check. */
const keysOf =
  <T>() =>
  <const K extends readonly (keyof T)[]>(keys: K & ([keyof T] extends [K[number]] ? unknown : never)) =>
    keys;

const PHYSIOTHERAPIST_FIELDS = keysOf<OpsPhysiotherapistBody>()(OPS_PHYSIOTHERAPIST_BODY_FIELDS);
const ACCOUNT_CREATE_FIELDS = keysOf<OpsAccountCreateBody>()(['username', 'display_name', 'role', 'password']);
const ACCOUNT_UPDATE_FIELDS = keysOf<OpsAccountUpdateBody>()(['display_name', 'role', 'active', 'password']);
const ENQUIRY_UPDATE_FIELDS = keysOf<OpsEnquiryUpdateBody>()(['status', 'note']);

const WRITABLE: Record<string, { create?: readonly string[]; update?: readonly string[]; nullable?: string[] }> = {
  physiotherapists: { create: PHYSIOTHERAPIST_FIELDS, update: PHYSIOTHERAPIST_FIELDS, nullable: ['profile_url'] },
  accounts: { create: ACCOUNT_CREATE_FIELDS, update: ACCOUNT_UPDATE_FIELDS },
  enquiries: { update: ENQUIRY_UPDATE_FIELDS, nullable: ['note'] },
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

/** The calls that are not create/read/update/delete of a record. */
export interface OpsActions {
  assign(id: Identifier, body: OpsAssignBody): Promise<{ data: OpsFinderRequestDetail }>;
  setRequestStatus(id: Identifier, body: OpsRequestStatusBody): Promise<{ data: OpsFinderRequestDetail }>;
  addRequestNote(id: Identifier, body: OpsRequestNoteBody): Promise<{ data: OpsFinderRequestDetail }>;
  rematch(id: Identifier): Promise<{ data: OpsFinderRequestDetail }>;
  endSessions(accountId: Identifier): Promise<{ data: OpsEndSessionsResponse }>;
  getHome(): Promise<{ data: OpsHomeFigures }>;
  getQueueHealth(): Promise<{ data: OpsQueueHealth }>;
  retryJob(queue: string, jobId: string): Promise<{ data: OpsJobActionResult }>;
  retryFailedJobs(queue: string): Promise<{ data: OpsRetryFailedResult }>;
  removeJob(queue: string, jobId: string): Promise<{ data: OpsJobActionResult }>;
  previewCoverage(body: OpsCoveragePreviewBody): Promise<{ data: OpsCoveragePreview }>;
  activateCoverage(body: OpsCoverageChangeBody): Promise<{ data: OpsCoverageChangeResult }>;
  deactivateCoverage(body: OpsCoverageChangeBody): Promise<{ data: OpsCoverageChangeResult }>;
  removeWaitlistEntry(id: Identifier, body: OpsWaitlistRemoveBody): Promise<{ data: OpsWaitlistRow }>;
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
    create: <R extends Omit<RaRecord, 'id'>>(resource: string, params: CreateParams<R>) =>
      rest.create(resource, { ...params, data: writableBody(resource, 'create', params.data) as Partial<R> }),
    update: <R extends RaRecord>(resource: string, params: UpdateParams<R>) =>
      rest.update(resource, { ...params, data: writableBody(resource, 'update', params.data) as Partial<R> }),
    assign: (id, body) => post(requestPath(id, 'assign'), body),
    setRequestStatus: (id, body) => post(requestPath(id, 'status'), body),
    addRequestNote: (id, body) => post(requestPath(id, 'notes'), body),
    rematch: (id) => post(requestPath(id, 'rematch')),
    endSessions: (accountId) => post(`accounts/${encodeURIComponent(String(accountId))}/end-sessions`),
    previewCoverage: (body) => post('coverage/preview', body),
    activateCoverage: (body) => post('coverage/activate', body),
    deactivateCoverage: (body) => post('coverage/deactivate', body),
    removeWaitlistEntry: (id, body) => post(`waitlist/${encodeURIComponent(String(id))}/remove`, body),
    getHome: async () => {
      const { json } = await httpClient(`${API_URL}/home`);
      return { data: json as OpsHomeFigures };
    },
    getQueueHealth: async () => {
      const { json } = await httpClient(`${API_URL}/queue-health`);
      return { data: json as OpsQueueHealth };
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
