import { ConfirmPasswordField } from './ConfirmPasswordField';
import { Alert, Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { PASSKEY_NAME_MAX_LENGTH, type OpsPasskey, type OpsPasskeyAddBody } from '@physio/api-contract';
import { useState, type FormEvent } from 'react';
import { useCreate, useGetList, useNotify } from 'react-admin';
import { errorMessage } from '../apiErrors';
import { formatDateTime } from '../format';
import { startPasskeyRegistration } from './accountApi';
import { createPasskey, passkeysSupported } from './passkeyPrompt';
import { useDeleteAfterPassword } from './useDeleteAfterPassword';

/** The resource `auth/passkeys` of the data provider: the signed-in person's own passkeys (GET, POST, DELETE). */
export const OWN_PASSKEYS = 'auth/passkeys';

/** The message of one field of an API refusal (react-admin's HttpError body), if it names that field. */
const fieldError = (error: unknown, field: string): string | undefined => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (Array.isArray(errors)) return errors.find((e: { field?: string }) => e.field === field)?.message;
  if (errors && typeof errors === 'object') {
    const value = (errors as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
};

/**
 * Passkeys: the list (name, added, last used) with a way to remove each, and adding one on this device after the
 * password is asked again. A passkey then signs in on its own, or after the password instead of the app's code.
 * `onAdded`: called once a passkey is kept (after the list is read again).
 */
export function Passkeys({ onAdded }: { onAdded?: () => void | Promise<void> } = {}) {
  const { data, isPending, error, refetch } = useGetList<OpsPasskey>(OWN_PASSKEYS, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const {
    deleteRow: removeOne,
    deleting: removing,
    dialog,
  } = useDeleteAfterPassword<OpsPasskey>(
    OWN_PASSKEYS,
    {
      done: (row) => `Removed the passkey “${row.name}”. Your other sessions have been signed out.`,
      failed: 'That passkey could not be removed; it may have been removed already.',
      dialog: (row) => ({
        title: `Remove the passkey “${row?.name ?? ''}”?`,
        description: 'To remove a passkey, enter your password again.',
        confirmLabel: 'Remove passkey',
      }),
    },
    refetch,
  );
  const [create] = useCreate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : 'Give it a name you will recognise, such as “Work laptop”',
      password: password ? undefined : 'Enter your password to continue',
    };
    setErrors(found);
    if (found.name || found.password) return;
    setPending(true);
    try {
      const { setup_token, options } = await startPasskeyRegistration({ current_password: password });
      setPassword('');
      const credential = await createPasskey(options);
      await create(
        OWN_PASSKEYS,
        { data: { setup_token, name: name.trim(), credential } satisfies OpsPasskeyAddBody },
        { returnPromise: true, onError: () => undefined },
      );
      setName('');
      notify(
        'Passkey added: use it to sign in, on its own or after your password. Your other sessions have been signed out.',
        { type: 'success' },
      );
      void refetch();
      await onAdded?.();
    } catch (failure) {
      const passwordProblem = fieldError(failure, 'current_password');
      const nameProblem = fieldError(failure, 'name');
      setErrors({
        password: passwordProblem,
        name: nameProblem,
        form: passwordProblem || nameProblem ? undefined : errorMessage(failure),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        A passkey signs you in with your device’s fingerprint, face or PIN: on its own, or after your password instead
        of a code from the app.
      </Typography>
      {isPending ? (
        <Typography>Loading your passkeys…</Typography>
      ) : error ? (
        <Typography role="alert">Your passkeys could not be loaded. Try again in a moment.</Typography>
      ) : data && data.length > 0 ? (
        <List dense aria-label="Passkeys">
          {data.map((row) => (
            <ListItem
              key={row.id}
              divider
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0 }}
            >
              <ListItemText
                sx={{ flex: '1 1 240px', m: 0 }}
                primary={row.name}
                secondary={`Added ${formatDateTime(row.created_at)} · ${
                  row.last_used_at ? `last used ${formatDateTime(row.last_used_at)}` : 'not used yet'
                }`}
              />
              <Button size="small" onClick={() => removeOne(row)} disabled={removing} aria-label={`Remove ${row.name}`}>
                Remove
              </Button>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          You have no passkeys yet.
        </Typography>
      )}
      {dialog}
      {passkeysSupported() ? (
        <Box component="form" onSubmit={(event) => void add(event)} noValidate sx={{ mt: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
            Add a passkey on this device
          </Typography>
          {errors.form && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {errors.form}
            </Alert>
          )}
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? 'What you will recognise it by, such as “Work laptop”'}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
            required
          />
          <ConfirmPasswordField value={password} onChange={setPassword} error={errors.password} />
          <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
            {pending ? 'Waiting for your device…' : 'Add passkey'}
          </Button>
        </Box>
      ) : (
        <Alert severity="info">This browser cannot make passkeys. Use a current browser to add one.</Alert>
      )}
    </Box>
  );
}
