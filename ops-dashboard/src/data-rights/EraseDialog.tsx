import { List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import {
  DATA_RIGHTS_ERASURE_EFFECTS,
  DATA_RIGHTS_REFERENCE_MAX_LENGTH,
  type DataRightsCounts,
  type DataRightsSearchResult,
} from '@physio/api-contract';
import { useState } from 'react';
import { ActionDialog } from '../common/ActionDialog';
import { errorMessage } from '../apiErrors';
import { erasePersonalData } from './dataRightsApi';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The confirmation says exactly what will go (the counts the search showed, per kind, and what happens to each) and
 * asks for the data request's reference, which the audit log keeps. The API refuses if the counts changed since.
 */
export function EraseDialog({
  open,
  identifier,
  result,
  onClose,
  onErased,
}: {
  open: boolean;
  identifier: string;
  result: DataRightsSearchResult;
  onClose: () => void;
  onErased: (counts: DataRightsCounts) => void;
}) {
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const counts = Object.fromEntries(result.groups.map((g) => [g.kind, g.count])) as DataRightsCounts;

  const confirm = async () => {
    if (!reference.trim()) {
      setReferenceError('Enter the data request’s reference, e.g. DSR-2026-014');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const done = await erasePersonalData({ identifier, expected_counts: counts, reference: reference.trim() });
      onErased(done.erased);
    } catch (failure) {
      const fields = (failure as { body?: { errors?: Record<string, unknown> } }).body?.errors ?? {};
      if (typeof fields.reference === 'string') setReferenceError(fields.reference);
      else setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <ActionDialog
      open={open}
      title={`Erase ${plural(result.total, 'record')} for ${result.normalised}?`}
      description={
        <>
          <Typography>This cannot be undone. In one step:</Typography>
          <List dense aria-label="What will be erased">
            {result.groups
              .filter((group) => group.count > 0)
              .map((group) => (
                <ListItem key={group.kind} disableGutters>
                  <ListItemText
                    primary={`${group.label}: ${group.count}`}
                    secondary={DATA_RIGHTS_ERASURE_EFFECTS[group.kind]}
                  />
                </ListItem>
              ))}
          </List>
          <Typography variant="body2">
            The audit log keeps that an erasure happened, the counts and the reference, never the erased details.
          </Typography>
        </>
      }
      confirmLabel={`Erase ${plural(result.total, 'record')}`}
      dismissLabel="Keep the records"
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <TextField
        label="Data request reference"
        value={reference}
        onChange={(event) => {
          setReference(event.target.value);
          setReferenceError(null);
        }}
        error={Boolean(referenceError)}
        helperText={
          referenceError ?? 'The reference of the person’s request, e.g. DSR-2026-014: not their email or phone'
        }
        slotProps={{ htmlInput: { maxLength: DATA_RIGHTS_REFERENCE_MAX_LENGTH } }}
        required
        fullWidth
        autoFocus
        sx={{ mt: 2 }}
      />
    </ActionDialog>
  );
}
