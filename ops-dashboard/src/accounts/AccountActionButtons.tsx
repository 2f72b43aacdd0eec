import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext, type Identifier } from 'react-admin';
import type { OpsAccount } from '@physio/api-contract';
import { ActionDialog } from '../common/ActionDialog';
import type { OpsDataProvider } from '../dataProvider';
import { useOpsAction } from '../common/useOpsAction';

interface AccountAction {
  /** canAccess's action on `accounts`. */
  action: 'end-sessions' | 'unlock';
  label: string;
  title: (name: string) => string;
  description: string;
  done: (name: string) => string;
  run: (dataProvider: OpsDataProvider, id: Identifier) => Promise<{ data: unknown }>;
}

/** An admin's action on the account shown, asked for in a dialog first. */
function AccountActionButton({ action, label, title, description, done, run: call }: AccountAction) {
  const record = useRecordContext<OpsAccount>();
  const { canAccess } = useCanAccess({ resource: 'accounts', action });
  const [open, setOpen] = useState(false);
  const { run, pending, error, clearError } = useOpsAction(
    (dataProvider) => call(dataProvider, record!.id),
    done(record?.display_name ?? 'The account'),
  );
  if (!record || !canAccess) return null;
  const close = () => {
    setOpen(false);
    clearError();
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ActionDialog
        open={open}
        title={title(record.display_name)}
        description={description}
        confirmLabel={label}
        pending={pending}
        error={error}
        onConfirm={() => void run().then((ok) => ok && close())}
        onClose={close}
      />
    </>
  );
}

/** Signs the account out everywhere (a lost laptop, someone leaving): their next request asks them to sign in. */
export function EndSessionsButton() {
  return (
    <AccountActionButton
      action="end-sessions"
      label="End sessions"
      title={(name) => `Sign ${name} out everywhere?`}
      description="Every browser they are signed in on must sign in again."
      done={(name) => `${name} is signed out everywhere`}
      run={(dataProvider, id) => dataProvider.endSessions(id)}
    />
  );
}

/**
 * Lets the account sign in again at once after failed attempts slowed it down (someone guessing, or the owner on a
 * new device). Their own browser is never slowed by others' guesses, so this is for the rest.
 */
export function UnlockSignInButton() {
  return (
    <AccountActionButton
      action="unlock"
      label="Unlock sign-in"
      title={(name) => `Let ${name} sign in again now?`}
      description="Their failed sign-in attempts are forgotten, so their next sign-in goes through at once. If someone else may have been guessing, ask them to choose a new password too."
      done={(name) => `${name} can sign in again now`}
      run={(dataProvider, id) => dataProvider.unlockSignIn(id)}
    />
  );
}
