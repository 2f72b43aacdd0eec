import { Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { DeleteIfNeverMatchedButton } from './PhysiotherapistActions';
import { PhysiotherapistForm } from './PhysiotherapistForm';

function EditTitle() {
  const record = useRecordContext<OpsPhysiotherapist>();
  return <span>{record ? `Edit ${record.name}` : 'Edit physiotherapist'}</span>;
}

/** Save, and Delete only for someone never matched (the default toolbar always offers Delete). */
function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteIfNeverMatchedButton />
    </Toolbar>
  );
}

// Pessimistic: the API's field errors (a duplicate HCPC number, a district we do not know) must reach the form
// before the page moves on.
export default function PhysiotherapistEdit() {
  return (
    <Edit title={<EditTitle />} mutationMode="pessimistic" redirect="show">
      <PhysiotherapistForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
