import type {
  DataRightsEraseBody,
  DataRightsEraseResult,
  DataRightsSearchBody,
  DataRightsSearchResult,
} from '@physio/api-contract';
import { httpClient } from '../httpClient';
import { API_URL } from '../session';

// POST with the identifier in the body: an email or phone number never goes into a URL (history, proxy logs).
const post = async <T>(path: string, body: object): Promise<T> => {
  const { json } = await httpClient(`${API_URL}/data-rights/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
};

export const searchPersonalData = (body: DataRightsSearchBody) => post<DataRightsSearchResult>('search', body);

export const erasePersonalData = (body: DataRightsEraseBody) => post<DataRightsEraseResult>('erase', body);

/** Asks the API for the export and hands the browser the file to save (the API audits the export). */
export async function downloadPersonalData(body: DataRightsSearchBody): Promise<void> {
  const file = await post<unknown>('export', body);
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `personal-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick; the object URL would otherwise hold it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
