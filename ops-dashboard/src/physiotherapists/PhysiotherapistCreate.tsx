import { Create, useNotify, useRedirect } from 'react-admin';
import type { OpsPhysiotherapist, OpsPhysiotherapistBody } from '@physio/api-contract';
import { PhysiotherapistForm } from './PhysiotherapistForm';

const DEFAULTS: Partial<OpsPhysiotherapistBody> = {
  dbs_level: 'enhanced',
  specialties: [],
  areas: [],
  qualifications: [],
  languages: ['English'],
  accepts_urgent: false,
  active: true,
};

export default function PhysiotherapistCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New physiotherapist"
      record={DEFAULTS}
      mutationOptions={{
        onSuccess: (saved: OpsPhysiotherapist) => {
          notify(`${saved.name} added`, { type: 'success' });
          redirect('show', 'physiotherapists', saved.id);
        },
      }}
    >
      <PhysiotherapistForm />
    </Create>
  );
}
