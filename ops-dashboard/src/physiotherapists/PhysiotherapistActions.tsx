import { Button, DeleteButton, EditButton, TopToolbar, useNotify, useRecordContext, useUpdate } from 'react-admin';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { errorMessage } from '../apiErrors';

/** Deactivate (no new families are matched with them) or activate again. */
export function ToggleActiveButton() {
  const record = useRecordContext<OpsPhysiotherapist>();
  const [update, { isPending }] = useUpdate<OpsPhysiotherapist>();
  const notify = useNotify();
  if (!record) return null;
  const activate = !record.active;
  return (
    <Button
      label={activate ? 'Activate' : 'Deactivate'}
      disabled={isPending}
      onClick={() =>
        update(
          'physiotherapists',
          { id: record.id, data: { ...record, active: activate }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(
                activate
                  ? `${record.name} is active: matching can choose them again`
                  : `${record.name} is inactive: no new families will be matched with them`,
                { type: 'success' },
              ),
            onError: (error) => notify(errorMessage(error), { type: 'error' }),
          },
        )
      }
    >
      {activate ? <ToggleOnIcon /> : <ToggleOffIcon />}
    </Button>
  );
}

/**
 * Delete only someone who was never matched: a match keeps the family's request pointing at them, so those are
 * deactivated instead (the API refuses the delete too; the page's "Families matched" says why there is no Delete).
 */
export function DeleteIfNeverMatchedButton() {
  const record = useRecordContext<OpsPhysiotherapist>();
  if (!record || record.match_count > 0) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={`Delete ${record.name}?`}
      confirmContent="They have never been matched with a family. This cannot be undone."
    />
  );
}

export function PhysiotherapistShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <EditButton />
      <ToggleActiveButton />
      <DeleteIfNeverMatchedButton />
    </TopToolbar>
  );
}
