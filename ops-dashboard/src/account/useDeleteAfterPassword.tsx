import { TextField } from '@mui/material';
import { OPS_ERROR_CODES } from '@physio/api-contract';
import { useState } from 'react';
import { useDelete, useNotify, type RaRecord } from 'react-admin';
import { apiErrorCode, errorMessage } from '../apiErrors';
import { ActionDialog } from '../common/ActionDialog';
import { reauthenticate } from './accountApi';

interface Words<Row> {
  /** The notification once deleted. */
  done: (row: Row) => string;
  /** The warning when the API refused (the row may have gone already). */
  failed: string;
  /** The dialog asking for the password again. */
  dialog: (row: Row | null) => { title: string; description: string; confirmLabel: string };
}

/**
 * Deletes one of the signed-in person's own rows (a session, a passkey). When the API first wants the password again
 * (`AUTH.REAUTHENTICATION_REQUIRED`), a dialog asks for it, re-authenticates and deletes again. Returns the delete
 * action, whether one is running, and the dialog to render.
 */
export function useDeleteAfterPassword<Row extends RaRecord>(
  resource: string,
  words: Words<Row>,
  refetch: () => unknown,
) {
  const [remove, { isPending: deleting }] = useDelete<Row>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [password, setPassword] = useState('');
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [confirmPending, setConfirmPending] = useState(false);

  const deleteRow = (row: Row) =>
    remove(
      resource,
      { id: row.id, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(words.done(row), { type: 'success' });
          void refetch();
        },
        onError: (failure) => {
          if (apiErrorCode(failure) === OPS_ERROR_CODES.REAUTHENTICATION_REQUIRED) {
            setConfirming(row);
            return;
          }
          notify(words.failed, { type: 'warning' });
          void refetch();
        },
      },
    );

  const closeConfirm = () => {
    setConfirming(null);
    setPassword('');
    setConfirmError(null);
  };

  const confirm = async () => {
    if (!confirming) return;
    if (!password) return setConfirmError('Enter your password to continue');
    setConfirmPending(true);
    try {
      await reauthenticate({ current_password: password });
      const row = confirming;
      closeConfirm();
      void deleteRow(row);
    } catch (failure) {
      setConfirmError(errorMessage(failure));
    } finally {
      setConfirmPending(false);
    }
  };

  const dialog = (
    <ActionDialog
      open={confirming !== null}
      {...words.dialog(confirming)}
      pending={confirmPending}
      error={confirmError}
      onConfirm={() => void confirm()}
      onClose={closeConfirm}
    >
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoFocus
        required
        fullWidth
        margin="normal"
      />
    </ActionDialog>
  );

  return { deleteRow, deleting, dialog };
}
