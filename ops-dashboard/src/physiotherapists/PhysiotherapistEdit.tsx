import { Edit, Toolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { DeleteIfNeverMatchedButton } from './PhysiotherapistActions';
import { PhysiotherapistForm } from './PhysiotherapistForm';
import { PhysiotherapistSaveButton } from './PhysiotherapistSaveButton';

function EditTitle() {
  const record = useRecordContext<OpsPhysiotherapist>();
  return <span>{record ? `Edit ${record.name}` : 'Edit physiotherapist'}</span>;
}

/** Save, and Delete only for someone never matched (the default toolbar always offers Delete). */
function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <PhysiotherapistSaveButton />
      <DeleteIfNeverMatchedButton />
    </Toolbar>
  );
}

// Pessimistic: the API's field errors (a duplicate HCPC number, a district we do not know) must reach the form
// before the page moves on.
export default function PhysiotherapistEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<EditTitle />}
      mutationMode="pessimistic"
      // Says what was saved ("Oliver Bennett saved"), not react-admin's "Element updated".
      mutationOptions={{
        onSuccess: (saved: OpsPhysiotherapist) => {
          notify(`${saved.name} saved`, { type: 'success' });
          redirect('show', 'physiotherapists', saved.id);
        },
      }}
    >
      <PhysiotherapistForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
