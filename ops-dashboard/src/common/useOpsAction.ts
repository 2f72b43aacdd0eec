import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../apiErrors';
import type { OpsDataProvider } from '../dataProvider';

/**
 * Runs one of the data provider's custom calls (assign, status, notes…): says so when it worked and reloads the
 * page's data, or returns the error message for the dialog that asked. Through useDataProvider, so a 401 signs out
 * as it does for every other call.
 */
export function useOpsAction<Args extends unknown[]>(
  call: (dataProvider: OpsDataProvider, ...args: Args) => Promise<unknown>,
  successMessage: string,
) {
  const dataProvider = useDataProvider<OpsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (...args: Args): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      await call(dataProvider, ...args);
      notify(successMessage, { type: 'success' });
      refresh();
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
