import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import type { OpsFinderRequestDetail, OpsRequestStatusBody } from '@physio/api-contract';
import { ActionDialog } from '../common/ActionDialog';
import { useOpsAction } from '../common/useOpsAction';
import { allowedActions } from './request-actions';

type Target = OpsRequestStatusBody['status'];

const CONFIRM: Record<Target, { title: string; description: string; label: string; done: string; dismiss?: string }> = {
  contacted: {
    title: 'Mark as contacted?',
    description: 'Use this once someone on the team has spoken to or written to the family.',
    label: 'Mark contacted',
    done: 'Marked as contacted',
  },
  closed: {
    title: 'Close this request?',
    description: 'The family has what they need; the request leaves the queue.',
    label: 'Close request',
    done: 'Request closed',
  },
  cancelled: {
    title: 'Cancel this request?',
    description: 'The request leaves the queue. Say why, for whoever reads it later.',
    label: 'Cancel request',
    done: 'Request cancelled',
    // Beside "Cancel request", a plain "Cancel" would read as the same thing.
    dismiss: 'Keep request',
  },
};

/** Contacted, closed, or cancelled with a reason; and re-running matching. Shown while the request is open. */
export function RequestActions() {
  const record = useRecordContext<OpsFinderRequestDetail>();
  const { canAccess: canSetStatus } = useCanAccess({ resource: 'finder-requests', action: 'set-status' });
  const { canAccess: canRematch } = useCanAccess({ resource: 'finder-requests', action: 'rematch' });
  const [target, setTarget] = useState<Target | 'rematch' | null>(null);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const status = useOpsAction(
    (dataProvider, body: OpsRequestStatusBody) => dataProvider.setRequestStatus(record!.id, body),
    target && target !== 'rematch' ? CONFIRM[target].done : 'Status changed',
    record && { resource: 'finder-requests', id: record.id },
  );
  const rematch = useOpsAction(
    (dataProvider) => dataProvider.rematch(record!.id),
    'Matching runs again: refresh the page in a moment to see its result',
    record && { resource: 'finder-requests', id: record.id },
  );
  if (!record) return null;
  const allowed = allowedActions(record);
  const close = () => {
    setTarget(null);
    setReason('');
    setMissingReason(false);
    status.clearError();
    rematch.clearError();
  };

  const confirmStatus = async (to: Target) => {
    if (to === 'cancelled' && !reason.trim()) {
      setMissingReason(true);
      return;
    }
    if (await status.run(to === 'cancelled' ? { status: to, reason: reason.trim() } : { status: to })) close();
  };

  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {allowed.contacted && canSetStatus && (
        <Button variant="outlined" size="small" onClick={() => setTarget('contacted')}>
          Mark contacted
        </Button>
      )}
      {allowed.close && canSetStatus && (
        <Button variant="outlined" size="small" onClick={() => setTarget('closed')}>
          Close
        </Button>
      )}
      {allowed.cancel && canSetStatus && (
        <Button variant="outlined" size="small" color="error" onClick={() => setTarget('cancelled')}>
          Cancel request
        </Button>
      )}
      {allowed.rematch && canRematch && (
        <Button variant="outlined" size="small" onClick={() => setTarget('rematch')}>
          Re-run matching
        </Button>
      )}
      {target && target !== 'rematch' && (
        <ActionDialog
          open
          title={CONFIRM[target].title}
          description={CONFIRM[target].description}
          confirmLabel={CONFIRM[target].label}
          dismissLabel={CONFIRM[target].dismiss}
          pending={status.pending}
          error={status.error}
          onConfirm={() => void confirmStatus(target)}
          onClose={close}
        >
          {target === 'cancelled' && (
            <TextField
              label="Reason for cancelling"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissingReason(false);
              }}
              error={missingReason}
              helperText={missingReason ? 'Write why the request is cancelled' : undefined}
              required
              multiline
              minRows={2}
              autoFocus
              fullWidth
              margin="normal"
            />
          )}
        </ActionDialog>
      )}
      {target === 'rematch' && (
        <ActionDialog
          open
          title="Re-run matching?"
          description="Matching looks again at every active physiotherapist, with this week's places as they are now."
          confirmLabel="Re-run matching"
          pending={rematch.pending}
          error={rematch.error}
          onConfirm={() => void rematch.run().then((done) => done && close())}
          onClose={close}
        />
      )}
    </TopToolbar>
  );
}
