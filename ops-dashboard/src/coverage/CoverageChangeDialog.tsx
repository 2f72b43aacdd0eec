import { Alert, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { CoverageAction, OpsCoveragePreview } from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import { ActionDialog } from '../common/ActionDialog';
import type { OpsDataProvider } from '../dataProvider';
import { activatable, districtList, plural } from './coverageText';

const VERB: Record<CoverageAction, string> = { activate: 'Activate', deactivate: 'Withdraw' };

/**
 * Changing coverage, in two steps: what would change (the API's preview: exactly which districts, how many people
 * would be emailed, which districts no physiotherapist reaches), then the change itself. With `codes` (rows selected
 * in the list) the preview loads at once; without, the admin types districts or areas first.
 */
export function CoverageChangeDialog({
  action,
  codes,
  onClose,
  onChanged,
}: {
  action: CoverageAction;
  /** The selected districts; undefined to type codes. */
  codes?: string[];
  onClose: () => void;
  onChanged: (changeId: string | null) => void;
}) {
  const dataProvider = useDataProvider<OpsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [typed, setTyped] = useState('');
  const [preview, setPreview] = useState<OpsCoveragePreview | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadPreview = async (list: string[]) => {
    setPending(true);
    setError(null);
    try {
      setPreview((await dataProvider.previewCoverage({ action, codes: list })).data);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    if (codes) void loadPreview(codes);
    // Once per opening: the selection does not change while the dialog is open.
  }, []);

  const toChange = preview ? (action === 'activate' ? activatable(preview) : preview.changing) : [];

  const confirm = async () => {
    if (!preview) {
      const list = typed.split(/[\s,]+/).filter(Boolean);
      if (list.length === 0) {
        setError('Type at least one postcode district (CB1) or area (NR).');
        return;
      }
      await loadPreview(list);
      return;
    }
    if (toChange.length === 0) {
      onClose();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { data } =
        action === 'activate'
          ? await dataProvider.activateCoverage({ codes: toChange })
          : await dataProvider.deactivateCoverage({ codes: toChange });
      notify(
        action === 'activate'
          ? `Now covered: ${plural(data.changed.length, 'district')}`
          : `No longer covered: ${plural(data.changed.length, 'district')}`,
        { type: 'success' },
      );
      refresh();
      onChanged(data.coverage_change_id);
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
    }
  };

  const confirmLabel = !preview
    ? 'Check what would change'
    : toChange.length === 0
      ? 'Close'
      : action === 'activate'
        ? `Activate ${plural(toChange.length, 'district')} and email ${plural(preview.waitlist_to_email, 'person', 'people')}`
        : `Withdraw ${plural(toChange.length, 'district')}`;

  return (
    <ActionDialog
      open
      title={action === 'activate' ? 'Activate coverage' : 'Withdraw coverage'}
      confirmLabel={confirmLabel}
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {!codes && !preview && (
        <TextField
          label="Postcode districts or areas"
          helperText="For example: CB1, CB2 or a whole area such as NR"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          autoFocus
          margin="dense"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
      )}
      {codes && !preview && !error && <Typography>Checking what would change…</Typography>}
      {preview && <PreviewSummary action={action} preview={preview} toChange={toChange} />}
    </ActionDialog>
  );
}

function PreviewSummary({
  action,
  preview,
  toChange,
}: {
  action: CoverageAction;
  preview: OpsCoveragePreview;
  toChange: string[];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="coverage-preview">
      {toChange.length > 0 ? (
        <Typography>
          <strong>
            {VERB[action]} {plural(toChange.length, 'district')}:
          </strong>{' '}
          {districtList(toChange)}.
        </Typography>
      ) : (
        <Typography>Nothing to change: every district named is already {action === 'activate' ? 'covered' : 'not covered'}.</Typography>
      )}
      {preview.unchanged.length > 0 && (
        <Typography color="text.secondary">
          Already {action === 'activate' ? 'covered' : 'not covered'}, left as they are:{' '}
          {districtList(preview.unchanged)}.
        </Typography>
      )}
      {action === 'activate' && preview.unreachable.length > 0 && (
        <Alert severity="warning">
          No active physiotherapist&apos;s travel radius reaches {plural(preview.unreachable.length, 'district')}:{' '}
          {districtList(preview.unreachable)}. They will not be activated: families there could never be matched, so
          they stay on the waitlist. Add or widen a physiotherapist first.
        </Alert>
      )}
      {action === 'activate' && toChange.length > 0 && (
        <Typography>
          {preview.waitlist_to_email === 0
            ? 'Nobody is waiting there, so nobody will be emailed.'
            : `${plural(preview.waitlist_to_email, 'person', 'people')} waiting there will each get one email saying we now cover them.`}
        </Typography>
      )}
      {action === 'deactivate' && toChange.length > 0 && (
        <Alert severity="info">
          Nobody is emailed. New families there will be offered the waitlist. Requests already made there, and their
          matches, are left as they are.
        </Alert>
      )}
    </Box>
  );
}
