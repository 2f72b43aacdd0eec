import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCanAccess, useGetIdentity, useRecordContext } from 'react-admin';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  type OpsFinderRequestDetail,
  type OpsRequestCallBody,
} from '@physio/api-contract';
import { ActionDialog } from '../common/ActionDialog';
import { Facts } from '../common/Facts';
import { Section } from '../common/Section';
import { useOpsAction } from '../common/useOpsAction';
import { formatDate, formatDateTime, todayInLondon } from '../format';

/** "Due today", "Due since 3 Dec 2026" or "4 Dec 2026": a follow-up date as the queue reads it. */
export function followUpText(day: string | null, today = todayInLondon()): string {
  if (!day) return 'None set';
  if (day === today) return `Due today (${formatDate(day)})`;
  if (day < today) return `Due since ${formatDate(day)}`;
  return `${formatDate(day)}: out of “Needing attention” until then`;
}

/** Who has the request, as the signed-in coordinator reads it. */
export function takenByText(record: Pick<OpsFinderRequestDetail, 'owner_id' | 'owner_name'>, myId?: unknown) {
  if (record.owner_id === null) return 'Nobody yet';
  return record.owner_id === myId ? 'You' : (record.owner_name ?? 'Another coordinator');
}

/**
 * Working the request: who has it ("Assign to me", "Hand back"), the day it comes back to the top of the queue, and
 * the calls to the family (each also written into the notes). Not for a closed or cancelled request, nor one the
 * family has still to confirm by email (nobody's work yet).
 */
export function WorkingSection() {
  const record = useRecordContext<OpsFinderRequestDetail>();
  const { identity } = useGetIdentity();
  const { canAccess: canTake } = useCanAccess({ resource: 'finder-requests', action: 'take' });
  const { canAccess: canDate } = useCanAccess({ resource: 'finder-requests', action: 'set-follow-up-date' });
  const { canAccess: canCall } = useCanAccess({ resource: 'finder-requests', action: 'log-call' });
  const target = record && { resource: 'finder-requests', id: record.id };
  const take = useOpsAction((dataProvider) => dataProvider.takeRequest(record!.id), 'The request is yours', target);
  const handBack = useOpsAction((dataProvider) => dataProvider.handBackRequest(record!.id), 'Handed back', target);
  const setDate = useOpsAction(
    (dataProvider, day: string | null) => dataProvider.setFollowUpDate(record!.id, { follow_up_on: day }),
    'Follow-up date saved',
    target,
  );
  const [day, setDay] = useState('');
  const [calling, setCalling] = useState(false);
  if (!record) return null;
  if (record.status === 'closed' || record.status === 'cancelled') return null;
  if (record.status === 'unconfirmed' && !record.awaits_call) return null;
  const mine = identity !== undefined && record.owner_id === identity.id;
  const today = todayInLondon();

  const submitDate = async (event: FormEvent) => {
    event.preventDefault();
    if (day && (await setDate.run(day))) setDay('');
  };

  return (
    <Section title="Working on it">
      <Facts
        items={[
          ['Taken by', takenByText(record, identity?.id)],
          ['Follow up on', followUpText(record.follow_up_on, today)],
          [
            'Last call',
            record.last_called_at
              ? `${record.last_call_outcome ? CALL_OUTCOME_LABELS[record.last_call_outcome] : 'Called'}, ${formatDateTime(record.last_called_at)}`
              : 'None logged',
          ],
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {canTake && !mine && (
          <Button variant="contained" size="small" disabled={take.pending} onClick={() => void take.run()}>
            Assign to me
          </Button>
        )}
        {canTake && mine && (
          <Button variant="outlined" size="small" disabled={handBack.pending} onClick={() => void handBack.run()}>
            Hand back
          </Button>
        )}
        {canCall && record.contact_phone && (
          <Button variant="outlined" size="small" onClick={() => setCalling(true)}>
            Log a call
          </Button>
        )}
      </Box>
      {(take.error || handBack.error) && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {take.error ?? handBack.error}
        </Typography>
      )}
      {canDate && (
        <Box
          component="form"
          onSubmit={(event) => void submitDate(event)}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 2 }}
        >
          <TextField
            type="date"
            label={record.follow_up_on ? 'Change the follow-up date' : 'Follow up on'}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            error={Boolean(setDate.error)}
            helperText={setDate.error ?? 'That day the request comes back to the top of the queue'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            size="small"
            fullWidth={false}
            sx={{ minWidth: 240 }}
          />
          <Button type="submit" variant="outlined" disabled={setDate.pending || !day} sx={{ mt: 0.25 }}>
            Set date
          </Button>
          {record.follow_up_on && (
            <Button disabled={setDate.pending} onClick={() => void setDate.run(null)} sx={{ mt: 0.25 }}>
              Clear date
            </Button>
          )}
        </Box>
      )}
      {calling && <LogCallDialog record={record} onClose={() => setCalling(false)} />}
    </Section>
  );
}

/** What came of a call, what was said, and when to try again: one note on the request, written by the API. */
function LogCallDialog({ record, onClose }: { record: OpsFinderRequestDetail; onClose: () => void }) {
  const [outcome, setOutcome] = useState<CallOutcome | ''>('');
  const [note, setNote] = useState('');
  const [day, setDay] = useState('');
  const [missingOutcome, setMissingOutcome] = useState(false);
  const call = useOpsAction(
    (dataProvider, body: OpsRequestCallBody) => dataProvider.logCall(record.id, body),
    'Call logged',
    { resource: 'finder-requests', id: record.id },
  );
  const confirm = async () => {
    if (!outcome) {
      setMissingOutcome(true);
      return;
    }
    const body: OpsRequestCallBody = { outcome };
    if (note.trim()) body.note = note.trim();
    if (day) body.follow_up_on = day;
    if (await call.run(body)) onClose();
  };
  return (
    <ActionDialog
      open
      title="Log a call"
      description={`To ${record.contact_name ?? 'the family'} on ${record.contact_phone}. It goes into the notes, with your name and the time.`}
      confirmLabel="Log call"
      pending={call.pending}
      error={call.error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <FormControl error={missingOutcome} required sx={{ mt: 2 }}>
        <FormLabel id="call-outcome-label">What happened</FormLabel>
        <RadioGroup
          aria-labelledby="call-outcome-label"
          value={outcome}
          onChange={(event) => {
            setOutcome(event.target.value as CallOutcome);
            setMissingOutcome(false);
          }}
        >
          {CALL_OUTCOMES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={CALL_OUTCOME_LABELS[value]} />
          ))}
        </RadioGroup>
        {missingOutcome && <Typography color="error">Choose what happened</Typography>}
      </FormControl>
      <TextField
        label="What was said (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        margin="normal"
      />
      <TextField
        type="date"
        label="Follow up on (optional)"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        helperText="Try again, or check back, that day: the request comes back to the top of the queue"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInLondon() } }}
        fullWidth
        margin="normal"
      />
    </ActionDialog>
  );
}
