import { Edit, useRecordContext } from 'react-admin';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { PhysiotherapistForm } from './PhysiotherapistForm';

function EditTitle() {
  const record = useRecordContext<OpsPhysiotherapist>();
  return <span>{record ? `Edit ${record.name}` : 'Edit physiotherapist'}</span>;
}

// Pessimistic: the API's field errors (a duplicate HCPC number, a district we do not know) must reach the form
// before the page moves on.
export default function PhysiotherapistEdit() {
  return (
    <Edit title={<EditTitle />} mutationMode="pessimistic" redirect="show">
      <PhysiotherapistForm />
    </Edit>
  );
}
