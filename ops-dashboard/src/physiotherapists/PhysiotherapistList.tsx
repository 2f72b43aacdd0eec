import {
  CreateButton,
  DataTable,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  FilterButton,
} from 'react-admin';
import {
  CHECKS_DUE_FILTERS,
  CHECKS_DUE_LABELS,
  DBS_CHECK_MAX_AGE_MONTHS,
  HCPC_CHECK_MAX_AGE_MONTHS,
  type OpsPhysiotherapist,
} from '@physio/api-contract';
import { CONDITION_CHOICES, YES_NO_CHOICES } from '../common/choices';
import { useIsSmall } from '../common/useIsSmall';
import { CheckDate, LoadText, specialtiesText } from './fields';
import { ListPagination } from '../common/ListPagination';
import { KeyboardOpenRows } from '../common/KeyboardOpenRows';

const filters = [
  <TextInput
    key="q"
    source="q"
    label="Search name, HCPC number or email"
    alwaysOn
    resettable
    sx={{ minWidth: { sm: 320 } }}
  />,
  <SelectInput key="specialty" source="specialty" label="Specialty" choices={CONDITION_CHOICES} />,
  <TextInput
    key="base_area"
    source="base_area"
    label="Base postcode area (e.g. SS)"
    parse={(v: string) => v.toUpperCase()}
  />,
  <SelectInput key="active" source="active" label="Active" choices={YES_NO_CHOICES} emptyText="Any" />,
  <SelectInput
    key="checks_due"
    source="checks_due"
    label="HCPC or DBS check due"
    choices={CHECKS_DUE_FILTERS.map((id) => ({ id, name: CHECKS_DUE_LABELS[id] }))}
    emptyText="Any"
    alwaysOn
    sx={{ minWidth: { sm: 260 } }}
  />,
  <SelectInput
    key="hcpc_overdue"
    source="hcpc_overdue"
    label="HCPC check over 12 months old"
    choices={YES_NO_CHOICES}
    emptyText="Any"
  />,
  <SelectInput
    key="dbs_overdue"
    source="dbs_overdue"
    label="DBS check over 3 years old"
    choices={YES_NO_CHOICES}
    emptyText="Any"
  />,
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}

const Col = DataTable.Col<OpsPhysiotherapist>;

export default function PhysiotherapistList() {
  const isSmall = useIsSmall();
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      perPage={25}
      pagination={<ListPagination />}
    >
      {isSmall ? (
        <SimpleList<OpsPhysiotherapist>
          primaryText={(r) => `${r.name}${r.active ? '' : ' (inactive)'}`}
          secondaryText={(r) => `${r.base_district} · ${specialtiesText(r.specialties)}`}
          tertiaryText={(r) => `${r.matched_this_week} of ${r.weekly_capacity} this week`}
          linkType="show"
        />
      ) : (
        <KeyboardOpenRows>
          <DataTable<OpsPhysiotherapist> rowClick="show" bulkActionButtons={false}>
            <Col source="name" label="Name" />
            <Col source="hcpc_number" label="HCPC number" disableSort />
            <Col source="base_district" label="Base" />
            <Col source="specialties" label="Specialties" disableSort render={(r) => specialtiesText(r.specialties)} />
            <Col source="matched_this_week" label="This week" render={(r) => <LoadText record={r} />} />
            <Col
              source="hcpc_checked_on"
              label="HCPC checked"
              render={(r) => (
                <CheckDate
                  date={r.hcpc_checked_on}
                  overdue={r.hcpc_check_overdue}
                  maxAgeMonths={HCPC_CHECK_MAX_AGE_MONTHS}
                />
              )}
            />
            <Col
              source="dbs_checked_on"
              label="DBS checked"
              render={(r) => (
                <CheckDate
                  date={r.dbs_checked_on}
                  overdue={r.dbs_check_overdue}
                  maxAgeMonths={DBS_CHECK_MAX_AGE_MONTHS}
                />
              )}
            />
            <Col source="active" label="Status" render={(r) => (r.active ? 'Active' : 'Inactive')} />
          </DataTable>
        </KeyboardOpenRows>
      )}
    </List>
  );
}
