import {
  DataTable,
  FunctionField,
  Pagination,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { OpsFinderRequestRow, OpsPhysiotherapist } from '@physio/api-contract';
import { URGENCY_LABELS } from '@physio/api-contract';
import { conditionLabel, DBS_LEVEL_LABELS, REQUEST_STATUS_LABELS } from '../common/choices';
import { RecordLayout } from '../common/RecordLayout';
import { Section } from '../common/Section';
import { formatDateTime } from '../format';
import { CheckDate, LoadText, specialtiesText } from './fields';
import { PhysiotherapistShowActions } from './PhysiotherapistActions';

const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'None given');
const RequestCol = DataTable.Col<OpsFinderRequestRow>;

function PhysiotherapistTitle() {
  const record = useRecordContext<OpsPhysiotherapist>();
  return <span>{record ? `${record.name}${record.active ? '' : ' (inactive)'}` : 'Physiotherapist'}</span>;
}

export default function PhysiotherapistShow() {
  return (
    <Show title={<PhysiotherapistTitle />} actions={<PhysiotherapistShowActions />}>
      <RecordLayout>
        <Section title="Registration and checks">
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="hcpc_number" label="HCPC number" />
            <FunctionField<OpsPhysiotherapist>
              label="HCPC register checked"
              render={(r) => <CheckDate date={r.hcpc_checked_on} overdue={r.hcpc_check_overdue} />}
            />
            <FunctionField<OpsPhysiotherapist> label="DBS level" render={(r) => DBS_LEVEL_LABELS[r.dbs_level]} />
            <FunctionField<OpsPhysiotherapist>
              label="DBS checked"
              render={(r) => <CheckDate date={r.dbs_checked_on} overdue={r.dbs_check_overdue} />}
            />
          </SimpleShowLayout>
        </Section>
        <Section title="Matching">
          <SimpleShowLayout sx={{ p: 0 }}>
            <FunctionField<OpsPhysiotherapist> label="Specialties" render={(r) => specialtiesText(r.specialties)} />
            <FunctionField<OpsPhysiotherapist>
              label="Travels from"
              render={(r) => `${r.base_district}, up to ${r.travel_radius_miles} miles`}
            />
            <FunctionField<OpsPhysiotherapist> label="Areas" render={(r) => list(r.areas)} />
            <FunctionField<OpsPhysiotherapist> label="New families this week" render={(r) => <LoadText record={r} />} />
            <FunctionField<OpsPhysiotherapist>
              label="Urgent referrals"
              render={(r) => (r.accepts_urgent ? 'Accepts urgent referrals' : 'Does not take urgent referrals')}
            />
            <FunctionField<OpsPhysiotherapist> label="Languages" render={(r) => list(r.languages)} />
            <FunctionField<OpsPhysiotherapist> label="Experience" render={(r) => `${r.experience_years} years`} />
          </SimpleShowLayout>
        </Section>
        <Section title="Profile and contact">
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="bio" label="Introduction" />
            <FunctionField<OpsPhysiotherapist> label="Qualifications" render={(r) => list(r.qualifications)} />
            <FunctionField<OpsPhysiotherapist>
              label="Session price"
              render={(r) => `£${r.session_price_min_gbp} to £${r.session_price_max_gbp}`}
            />
            <TextField source="contact_email" label="Referral email" />
            <TextField source="profile_url" label="Profile page" emptyText="None" />
          </SimpleShowLayout>
        </Section>
        <Section title="Recent matches">
          <ReferenceManyField
            reference="finder-requests"
            target="matched_physiotherapist_id"
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10]} />}
            empty={<span>Not matched with any family yet.</span>}
          >
            <DataTable<OpsFinderRequestRow> rowClick="show" bulkActionButtons={false}>
              <RequestCol source="created_at" label="Received" render={(r) => formatDateTime(r.created_at)} />
              <RequestCol source="urgency" label="Urgency" render={(r) => URGENCY_LABELS[r.urgency]} />
              <RequestCol source="condition" label="Condition" render={(r) => conditionLabel(r.condition)} />
              <RequestCol source="district" label="District" />
              <RequestCol source="status" label="Status" render={(r) => REQUEST_STATUS_LABELS[r.status]} />
            </DataTable>
          </ReferenceManyField>
        </Section>
      </RecordLayout>
    </Show>
  );
}
