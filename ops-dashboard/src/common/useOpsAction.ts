import { useState } from 'react';
import { useDataProvider, useNotify, useUpdate, type Identifier, type RaRecord } from 'react-admin';
import { errorMessage } from '../apiErrors';
import type { OpsDataProvider } from '../dataProvider';

/**
 * Runs one of the data provider's custom calls (assign, status, notes…), says so when it worked, or keeps the error
 * message for the dialog that asked. Through useDataProvider, so a 401 signs out as every other call does.
 *
 * With `record`, the call answers the record as it now stands (the request queue's actions do), and that answer goes
 * into react-admin's cache as an update's would: the page shows it at once, without fetching the record again (each
 * fetch of a request's details is audited as a view).
 */
export function useOpsAction<Args extends unknown[]>(
  call: (dataProvider: OpsDataProvider, ...args: Args) => Promise<{ data: unknown }>,
  successMessage: string,
  record?: { resource: string; id: Identifier },
) {
  const dataProvider = useDataProvider<OpsDataProvider>();
  const notify = useNotify();
  const [update] = useUpdate<RaRecord>(undefined, undefined, {
    mutationFn: async ({ data }) => (await call(dataProvider, ...(data as { args: Args }).args)).data as RaRecord,
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (...args: Args): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      if (record) {
        await update(
          record.resource,
          { id: record.id, data: { args } },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await call(dataProvider, ...args);
      }
      notify(successMessage, { type: 'success' });
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error, clearError: () => setError(null) };
}
