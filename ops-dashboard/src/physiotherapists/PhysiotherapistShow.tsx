import { DataTable, Pagination, ReferenceManyField, Show, SimpleList, useRecordContext } from 'react-admin';
import {
  URGENCY_LABELS,
  type OpsFinderRequestRow,
  type OpsPhysiotherapist,
  DBS_CHECK_MAX_AGE_MONTHS,
  HCPC_CHECK_MAX_AGE_MONTHS,
} from '@physio/api-contract';
import { conditionLabel, DBS_LEVEL_LABELS, requestStatusLabel } from '../common/choices';
import { Facts } from '../common/Facts';
import { RecordLayout } from '../common/RecordLayout';
import { Section } from '../common/Section';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';
import { CheckDate, LoadText, specialtiesText } from './fields';
import { OfferFigures } from './OfferFigures';
import { OffersPause } from './OffersPause';
import { RecentOffers } from './RecentOffers';
import { PhysiotherapistShowActions } from './PhysiotherapistActions';
import { KeyboardOpenRows } from '../common/KeyboardOpenRows';

const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'None given');
const RequestCol = DataTable.Col<OpsFinderRequestRow>;

function PhysiotherapistTitle() {
  const record = useRecordContext<OpsPhysiotherapist>();
  return <span>{record ? `${record.name}${record.active ? '' : ' (inactive)'}` : 'Physiotherapist'}</span>;
}

function Details() {
  const r = useRecordContext<OpsPhysiotherapist>()!;
  return (
    <>
      <Section title="Registration and checks">
        <Facts
          items={[
            ['HCPC number', r.hcpc_number],
            [
              'HCPC register checked',
              <CheckDate
                key="hcpc"
                date={r.hcpc_checked_on}
                overdue={r.hcpc_check_overdue}
                maxAgeMonths={HCPC_CHECK_MAX_AGE_MONTHS}
              />,
            ],
            ['DBS check', `${DBS_LEVEL_LABELS[r.dbs_level]}`],
            [
              'DBS checked',
              <CheckDate
                key="dbs"
                date={r.dbs_checked_on}
                overdue={r.dbs_check_overdue}
                maxAgeMonths={DBS_CHECK_MAX_AGE_MONTHS}
              />,
            ],
            ['DBS certificate number', r.dbs_certificate_number ?? 'Not recorded'],
          ]}
        />
      </Section>
      <Section title="Matching">
        <Facts
          items={[
            ['Status', r.active ? 'Active: matching may choose them' : 'Inactive: no new families are matched'],
            ['Main specialty', r.specialties.length ? conditionLabel(r.specialties[0]) : 'None'],
            ['Other specialties', r.specialties.length > 1 ? specialtiesText(r.specialties.slice(1)) : 'None'],
            ['Travels from', `${r.base_district}, up to ${r.travel_radius_miles} miles`],
            ['Areas', list(r.areas)],
            ['New families this week', <LoadText key="load" record={r} />],
            [
              'Families matched',
              r.match_count > 0
                ? `${r.match_count} in all, so they can be deactivated but not deleted`
                : 'None yet (they can still be deleted)',
            ],
            ['Urgent referrals', r.accepts_urgent ? 'Takes urgent referrals' : 'Does not take urgent referrals'],
            ['Experience', `${r.experience_years} years`],
            ['Languages', list(r.languages)],
          ]}
        />
      </Section>
      <Section title="Profile and contact">
        <Facts
          items={[
            ['Introduction', r.bio],
            ['Qualifications', list(r.qualifications)],
            ['Session price', `£${r.session_price_min_gbp} to £${r.session_price_max_gbp}`],
            ['Referral email', r.contact_email],
            ['Profile page', r.profile_url],
          ]}
        />
      </Section>
    </>
  );
}

function RecentMatches() {
  const isSmall = useIsSmall();
  return isSmall ? (
    <SimpleList<OpsFinderRequestRow>
      primaryText={(r) => `${URGENCY_LABELS[r.urgency]} · ${r.district} · ${conditionLabel(r.condition)}`}
      secondaryText={(r) => requestStatusLabel(r)}
      tertiaryText={(r) => formatDateTime(r.created_at)}
      linkType="show"
    />
  ) : (
    <KeyboardOpenRows>
      <DataTable<OpsFinderRequestRow> rowClick="show" bulkActionButtons={false}>
        <RequestCol source="created_at" label="Received" render={(r) => formatDateTime(r.created_at)} />
        <RequestCol source="urgency" label="Urgency" render={(r) => URGENCY_LABELS[r.urgency]} />
        <RequestCol source="condition" label="Condition" render={(r) => conditionLabel(r.condition)} />
        <RequestCol source="district" label="District" />
        <RequestCol source="status" label="Status" render={(r) => requestStatusLabel(r)} />
      </DataTable>
    </KeyboardOpenRows>
  );
}

export default function PhysiotherapistShow() {
  return (
    <Show title={<PhysiotherapistTitle />} actions={<PhysiotherapistShowActions />}>
      <RecordLayout>
        <Details />
        <OffersPause />
        <OfferFigures />
        <RecentOffers />
        <Section title="Recent matches">
          <ReferenceManyField
            reference="finder-requests"
            target="matched_physiotherapist_id"
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10]} />}
            empty={<span>Not matched with any family yet.</span>}
          >
            <RecentMatches />
          </ReferenceManyField>
        </Section>
      </RecordLayout>
    </Show>
  );
}
