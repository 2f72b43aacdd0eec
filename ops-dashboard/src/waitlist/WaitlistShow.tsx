import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Show, TopToolbar, useCanAccess, useRecordContext, useRedirect } from 'react-admin';
import {
  CONDITION_LABELS,
  WAITLIST_REMOVAL_REASONS,
  WAITLIST_REMOVAL_REASON_LABELS,
  type OpsWaitlistEntryDetail,
  type WaitlistRemovalReason,
} from '@physio/api-contract';
import { ActionDialog } from '../common/ActionDialog';
import { Facts } from '../common/Facts';
import { RecordLayout } from '../common/RecordLayout';
import { Section } from '../common/Section';
import { useOpsAction } from '../common/useOpsAction';
import { formatDateTime } from '../format';

function WaitlistTitle() {
  const record = useRecordContext<OpsWaitlistEntryDetail>();
  return <span>{record?.name ? `Waitlist: ${record.name}, ${record.district}` : 'Waitlist entry'}</span>;
}

/** Removes the entry at the person's request (or a duplicate): the API deletes it and audits the reason. */
function RemoveEntry() {
  const record = useRecordContext<OpsWaitlistEntryDetail>();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ resource: 'waitlist', action: 'remove' });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<WaitlistRemovalReason | ''>('');
  const [missing, setMissing] = useState(false);
  const remove = useOpsAction(
    (dataProvider, chosen: WaitlistRemovalReason) => dataProvider.removeWaitlistEntry(record!.id, { reason: chosen }),
    'Removed from the waitlist',
  );
  if (!record || !canAccess) return null;
  const confirm = async () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    if (await remove.run(reason)) redirect('list', 'waitlist');
  };
  return (
    <>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)}>
        Remove from waitlist
      </Button>
      <ActionDialog
        open={open}
        title="Remove from the waitlist?"
        description="Their details are deleted and they will not hear from us when we cover their area. They are not emailed about this."
        confirmLabel="Remove"
        dismissLabel="Keep entry"
        pending={remove.pending}
        error={remove.error}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          setMissing(false);
          remove.clearError();
        }}
      >
        <TextField
          select
          label="Reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as WaitlistRemovalReason);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? 'Choose why the entry is removed' : ' '}
          fullWidth
          margin="dense"
          required
        >
          {WAITLIST_REMOVAL_REASONS.map((id) => (
            <MenuItem key={id} value={id}>
              {WAITLIST_REMOVAL_REASON_LABELS[id]}
            </MenuItem>
          ))}
        </TextField>
      </ActionDialog>
    </>
  );
}

function EntryFacts() {
  const r = useRecordContext<OpsWaitlistEntryDetail>();
  if (!r) return null;
  return (
    <Section title="Waiting for">
      <Facts
        items={[
          ['Name', r.name],
          ['Email', r.email],
          ['Postcode', r.postcode],
          [
            'District',
            `${r.district}${r.post_town ? ` (${r.post_town})` : ''}, ${r.district_covered ? 'now covered' : 'not covered'}`,
          ],
          ['Condition', r.condition ? CONDITION_LABELS[r.condition] : 'Not given'],
          ['Joined', formatDateTime(r.created_at)],
          ['Told we cover them', r.notified ? formatDateTime(r.notified_at) : 'Not yet'],
        ]}
      />
    </Section>
  );
}

/** One entry with the person's details: opening it is recorded in the audit log. */
export default function WaitlistShow() {
  return (
    <Show
      title={<WaitlistTitle />}
      actions={
        <TopToolbar>
          <RemoveEntry />
        </TopToolbar>
      }
    >
      <RecordLayout isDetail={(record) => typeof record.email === 'string'}>
        <EntryFacts />
      </RecordLayout>
    </Show>
  );
}
