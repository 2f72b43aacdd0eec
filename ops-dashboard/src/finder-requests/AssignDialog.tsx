import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import type { OpsCandidate } from '@physio/api-contract';
import { ActionDialog } from '../common/ActionDialog';
import { useOpsAction } from '../common/useOpsAction';

/**
 * Confirms assigning a candidate to the request. When they have no place left this week the coordinator must write
 * why (the API requires it too and keeps it on the request); a candidate matching would not choose is assigned with
 * their reasons in view.
 */
export function AssignDialog({
  requestId,
  candidate,
  onClose,
}: {
  requestId: string;
  candidate: OpsCandidate;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const { run, pending, error } = useOpsAction(
    (dataProvider, body: { physiotherapist_id: number; over_capacity_reason?: string }) =>
      dataProvider.assign(requestId, body),
    `${candidate.name} is assigned to this request`,
    { resource: 'finder-requests', id: requestId },
  );
  const overCapacity = !candidate.has_capacity;

  const confirm = async () => {
    if (overCapacity && !reason.trim()) {
      setMissingReason(true);
      return;
    }
    const done = await run({
      physiotherapist_id: candidate.physiotherapist_id,
      ...(overCapacity ? { over_capacity_reason: reason.trim() } : {}),
    });
    if (done) onClose();
  };

  return (
    <ActionDialog
      open
      title={`Assign ${candidate.name}?`}
      description={
        candidate.eligible ? (
          'They meet every matching rule for this request.'
        ) : (
          <>
            Matching would not choose them. What it found:
            <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
              {candidate.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Box>
          </>
        )
      }
      confirmLabel="Assign"
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {overCapacity && (
        <TextField
          label="Why assign them over their weekly capacity?"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissingReason(false);
          }}
          error={missingReason}
          helperText={
            missingReason
              ? 'Write why: it is kept with the request'
              : `${candidate.matched_this_week} of ${candidate.weekly_capacity} places are taken this week`
          }
          required
          multiline
          minRows={2}
          autoFocus
          fullWidth
          margin="normal"
        />
      )}
    </ActionDialog>
  );
}
