import { DataTable, FilterButton, List, SelectArrayInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { CONDITION_LABELS, type OpsWaitlistRow } from '@physio/api-contract';
import { CONDITION_CHOICES, YES_NO_CHOICES } from '../common/choices';
import { ListPagination } from '../common/ListPagination';
import { SearchBox } from '../common/SearchBox';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';
import { KeyboardOpenRows } from '../common/KeyboardOpenRows';

const filters = [
  <SearchBox key="q" placeholder="Name, email, postcode, district (CB1) or area (CB)" alwaysOn />,
  <SelectInput
    key="notified"
    source="notified"
    label="Told we cover them"
    choices={YES_NO_CHOICES}
    emptyText="Any"
    alwaysOn
  />,
  <SelectArrayInput key="condition" source="condition" label="Condition" choices={CONDITION_CHOICES} />,
];

const Col = DataTable.Col<OpsWaitlistRow>;
const condition = (r: OpsWaitlistRow) => (r.condition ? CONDITION_LABELS[r.condition] : 'Not given');
const notified = (r: OpsWaitlistRow) => (r.notified ? `Told ${formatDateTime(r.notified_at)}` : 'Waiting');
const place = (r: OpsWaitlistRow) => `${r.district}${r.post_town ? ` (${r.post_town})` : ''}`;

/** Who waits where: district and condition, never names or emails (opening an entry shows them, and is audited). */
export default function WaitlistList() {
  const isSmall = useIsSmall();
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      exporter={false}
      perPage={25}
      pagination={<ListPagination />}
    >
      {isSmall ? (
        <SimpleList<OpsWaitlistRow>
          primaryText={place}
          secondaryText={(r) => `${condition(r)} · ${notified(r)}`}
          tertiaryText={(r) => formatDateTime(r.created_at)}
          linkType="show"
        />
      ) : (
        <KeyboardOpenRows>
          <DataTable<OpsWaitlistRow> rowClick="show" bulkActionButtons={false}>
            <Col source="created_at" label="Joined" render={(r) => formatDateTime(r.created_at)} />
            <Col source="district" label="District" render={place} />
            <Col label="Condition" disableSort render={condition} />
            <Col source="notified_at" label="Notified" render={notified} />
            <Col label="District now" disableSort render={(r) => (r.district_covered ? 'Covered' : 'Not covered')} />
          </DataTable>
        </KeyboardOpenRows>
      )}
    </List>
  );
}
