import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { OpsAccount } from '@physio/api-contract';
import { ActionDialog } from '../common/ActionDialog';
import { useOpsAction } from '../common/useOpsAction';

/** Signs the account out everywhere (a lost laptop, someone leaving): their next request asks them to sign in. */
export function EndSessionsButton() {
  const record = useRecordContext<OpsAccount>();
  const { canAccess } = useCanAccess({ resource: 'accounts', action: 'end-sessions' });
  const [open, setOpen] = useState(false);
  const { run, pending, error, clearError } = useOpsAction(
    (dataProvider) => dataProvider.endSessions(record!.id),
    `${record?.display_name ?? 'The account'} is signed out everywhere`,
  );
  if (!record || !canAccess) return null;
  const close = () => {
    setOpen(false);
    clearError();
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        End sessions
      </Button>
      <ActionDialog
        open={open}
        title={`Sign ${record.display_name} out everywhere?`}
        description="Every browser they are signed in on must sign in again."
        confirmLabel="End sessions"
        pending={pending}
        error={error}
        onConfirm={() => void run().then((done) => done && close())}
        onClose={close}
      />
    </>
  );
}
