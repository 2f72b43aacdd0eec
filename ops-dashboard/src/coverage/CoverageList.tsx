import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import WrongLocationIcon from '@mui/icons-material/WrongLocation';
import { Checkbox, Button as MuiButton, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  FilterButton,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useCanAccess,
  useListContext,
} from 'react-admin';
import { countyLabel, type CoverageAction, type OpsCoverageRow } from '@physio/api-contract';
import { YES_NO_CHOICES } from '../common/choices';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';
import { CoverageChangeDialog } from './CoverageChangeDialog';
import { CoverageChanges } from './CoverageChanges';
import { plural } from './coverageText';
import { ListPagination } from '../common/ListPagination';

const upper = (v: string) => v.toUpperCase();

const filters = [
  <TextInput key="q" source="q" label="Search district or place" alwaysOn resettable />,
  <TextInput key="area" source="area" label="Postcode area (e.g. CB)" parse={upper} alwaysOn />,
  <SelectInput key="covered" source="covered" label="Covered" choices={YES_NO_CHOICES} emptyText="Any" alwaysOn />,
  <SelectInput
    key="reachable"
    source="reachable"
    label="A physiotherapist reaches it"
    choices={YES_NO_CHOICES}
    emptyText="Any"
  />,
  <TextInput key="county" source="county" label="County (e.g. West Sussex)" />,
];

const covered = (r: OpsCoverageRow) =>
  r.covered ? `Covered${r.covered_since ? ` since ${formatDateTime(r.covered_since).split(',')[0]}` : ''}` : 'Not covered';
const reach = (r: OpsCoverageRow) => (r.reachable ? 'Yes' : 'No physiotherapist reaches it');
/** What a family searching there is told. */
const finderSays = (r: OpsCoverageRow) =>
  r.offered ? 'Offered' : r.covered ? 'Covered but not offered: waitlist' : 'Waitlist';

type Change = { action: CoverageAction; codes?: string[] };

/**
 * The rows an admin ticked, and what to do with them. Our own checkboxes: react-admin's row checkbox puts its
 * accessible name on a wrapper rather than the input, which axe rightly reports.
 */
function SelectionBar({ onChange }: { onChange: (change: Change) => void }) {
  const { selectedIds, onUnselectItems } = useListContext<OpsCoverageRow>();
  if (selectedIds.length === 0) return null;
  const codes = selectedIds.map(String);
  return (
    <Toolbar
      variant="dense"
      aria-label="Selected districts"
      sx={{ gap: 1, flexWrap: 'wrap', bgcolor: 'action.selected', borderRadius: 1, mb: 1 }}
    >
      <Typography sx={{ mr: 1 }}>{plural(codes.length, 'district')} selected</Typography>
      <MuiButton size="small" startIcon={<AddLocationIcon />} onClick={() => onChange({ action: 'activate', codes })}>
        Activate selected
      </MuiButton>
      <MuiButton size="small" startIcon={<WrongLocationIcon />} onClick={() => onChange({ action: 'deactivate', codes })}>
        Withdraw selected
      </MuiButton>
      <MuiButton size="small" onClick={() => onUnselectItems()}>
        Clear selection
      </MuiButton>
    </Toolbar>
  );
}

function SelectBox({ record }: { record: OpsCoverageRow }) {
  const { selectedIds, onToggleItem } = useListContext<OpsCoverageRow>();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': `Select ${record.district}` } }}
      sx={{ p: 0.5 }}
    />
  );
}

function ListActions({ canChange, onChange }: { canChange: boolean; onChange: (change: Change) => void }) {
  const isSmall = useIsSmall();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <FilterButton />
      {canChange && (
        <>
          <MuiButton size="small" startIcon={<AddLocationIcon />} onClick={() => onChange({ action: 'activate' })}>
            {isSmall ? 'Activate' : 'Activate districts or an area'}
          </MuiButton>
          <MuiButton size="small" startIcon={<WrongLocationIcon />} onClick={() => onChange({ action: 'deactivate' })}>
            Withdraw
          </MuiButton>
        </>
      )}
    </TopToolbar>
  );
}

function SelectionDialog({ change, onClose }: { change: Change; onClose: () => void }) {
  const { onUnselectItems } = useListContext();
  return (
    <CoverageChangeDialog
      action={change.action}
      codes={change.codes}
      onClose={onClose}
      onChanged={() => {
        onUnselectItems();
        onClose();
      }}
    />
  );
}

const Col = DataTable.Col<OpsCoverageRow>;

/**
 * Every GB postcode district: whether we cover it, whether any active physiotherapist reaches it (a family is offered
 * a match only where both hold), and how many families wait there. Admins activate or withdraw districts from here.
 */
export default function CoverageList() {
  const isSmall = useIsSmall();
  const { canAccess: canChange = false } = useCanAccess({ resource: 'coverage', action: 'activate' });
  const [change, setChange] = useState<Change | null>(null);
  return (
    <>
      <List
        filters={filters}
        actions={<ListActions canChange={canChange} onChange={setChange} />}
        sort={{ field: 'district', order: 'ASC' }}
        exporter={false}
        perPage={25}
        pagination={<ListPagination />}
      >
        {isSmall ? (
          <SimpleList<OpsCoverageRow>
            primaryText={(r) => `${r.district} · ${r.post_town}`}
            secondaryText={(r) => `${covered(r)} · ${r.reachable ? 'a physiotherapist reaches it' : 'no physiotherapist reaches it'}`}
            tertiaryText={(r) => `${r.waiting} waiting`}
            linkType={false}
          />
        ) : (
          <>
            {canChange && <SelectionBar onChange={setChange} />}
            <DataTable<OpsCoverageRow> rowClick={false} bulkActionButtons={false}>
            {canChange && <Col label="Select" disableSort render={(r) => <SelectBox record={r} />} />}
            <Col source="district" label="District" />
            <Col source="post_town" label="Places" render={(r) => `${r.post_town}: ${r.places}`} />
            <Col source="county" label="County" render={(r) => countyLabel(r) ?? '—'} />
            <Col source="covered_since" label="Covered" render={covered} />
            <Col label="Physiotherapist reaches" disableSort render={reach} />
            <Col label="Finder" disableSort render={finderSays} />
            <Col source="waiting" label="Waiting" />
          </DataTable>
          </>
        )}
        {change && <SelectionDialog change={change} onClose={() => setChange(null)} />}
      </List>
      <CoverageChanges />
    </>
  );
}
