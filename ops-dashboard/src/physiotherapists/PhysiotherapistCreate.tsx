import { Create } from 'react-admin';
import type { OpsPhysiotherapistBody } from '@physio/api-contract';
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
  return (
    <Create title="New physiotherapist" redirect="show" record={DEFAULTS}>
      <PhysiotherapistForm />
    </Create>
  );
}
