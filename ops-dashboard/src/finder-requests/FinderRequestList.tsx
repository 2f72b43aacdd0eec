import {
  DataTable,
  FilterButton,
  List,
  SelectArrayInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useGetIdentity,
  useListContext,
} from 'react-admin';
import { Typography } from '@mui/material';
import { URGENCY_LABELS, type OpsFinderRequestRow } from '@physio/api-contract';
import {
  CONDITION_CHOICES,
  conditionLabel,
  REQUEST_STATUS_CHOICES,
  requestStatusLabel,
  URGENCY_CHOICES,
  YES_NO_CHOICES,
} from '../common/choices';
import { ListPagination } from '../common/ListPagination';
import { SearchBox } from '../common/SearchBox';
import { useIsSmall } from '../common/useIsSmall';
import { useNow } from '../common/useNow';
import { formatDate, formatDateTime } from '../format';
import { OVERDUE_ROW_BACKGROUND } from '../theme';
import { isOverdue, ReplyDeadlineText } from './ReplyDeadlineText';
import { queueReasonText } from './queue-reason';
import { replyDeadline } from './reply-deadline';
import { KeyboardOpenRows } from '../common/KeyboardOpenRows';

const filters = [
  // A family quoting their reference, or giving their name, email, phone or postcode: found whatever "Show" says.
  <SearchBox key="q" placeholder="Reference, name, email, phone or postcode" alwaysOn />,
  <SelectInput
    key="na"
    source="needs_attention"
    label="Show"
    choices={[
      { id: true, name: 'Needing attention' },
      { id: false, name: 'Dealt with' },
    ]}
    emptyText="All requests"
    alwaysOn
  />,
  <MineFilter key="mine" source="owner_id" alwaysOn />,
  <SelectInput
    key="overdue"
    source="overdue"
    label="Past the 24-hour reply"
    choices={YES_NO_CHOICES}
    emptyText="Any"
  />,
  <SelectInput
    key="at-risk"
    source="promise_at_risk"
    label="Promise at risk"
    choices={YES_NO_CHOICES}
    emptyText="Any"
  />,
  <SelectInput key="urgency" source="urgency" label="Urgency" choices={URGENCY_CHOICES} />,
  <SelectArrayInput key="status" source="status" label="Status" choices={REQUEST_STATUS_CHOICES} />,
  <SelectInput key="condition" source="condition" label="Condition" choices={CONDITION_CHOICES} />,
];

const Col = DataTable.Col<OpsFinderRequestRow>;

/** "Taken by": everyone's requests, or the signed-in coordinator's ("Mine", the ones they chose "Assign to me" on). */
function MineFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const { identity } = useGetIdentity();
  return (
    <SelectInput
      source={source}
      label="Taken by"
      choices={identity ? [{ id: identity.id, name: 'Me' }] : []}
      emptyText="Anyone"
    />
  );
}

/** Who has a row, in a few words: "You", their name, or nothing. */
function takenBy(row: OpsFinderRequestRow, myId: unknown): string | null {
  if (row.owner_id === null) return null;
  return row.owner_id === myId ? 'You' : row.owner_name;
}

/** While the search box holds text, the list is every request it finds: say so, as "Show" still reads a view. */
function SearchScopeNote() {
  const { filterValues } = useListContext();
  if (!filterValues.q) return null;
  return (
    <Typography variant="body2" sx={{ px: 2, pt: 1.5, pb: 0.5 }} role="status">
      Searching every request, whatever “Show” says.
    </Typography>
  );
}

/**
 * The queue: by default the requests that need the team, urgent first, then the latest against the promise each
 * breaks (the API sorts the work views by urgency_rank, then that deadline), each saying why it is here. Rows past the
 * 24-hour reply promise are tinted and say "overdue" in words.
 */
export default function FinderRequestList() {
  const isSmall = useIsSmall();
  const now = useNow();
  const { identity } = useGetIdentity();
  const rowSx = (record: OpsFinderRequestRow) =>
    isOverdue(record, now) ? { backgroundColor: OVERDUE_ROW_BACKGROUND } : {};
  return (
    <List
      title="Requests queue"
      filters={filters}
      filterDefaultValues={{ needs_attention: true }}
      sort={{ field: 'urgency_rank', order: 'ASC' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      exporter={false}
      perPage={25}
      pagination={<ListPagination />}
    >
      <SearchScopeNote />
      {isSmall ? (
        <SimpleList<OpsFinderRequestRow>
          primaryText={(r) => `${URGENCY_LABELS[r.urgency]} · ${r.district} · ${conditionLabel(r.condition)}`}
          secondaryText={(r) =>
            [
              queueReasonText(r) ?? requestStatusLabel(r),
              r.needs_attention ? replyDeadline(r.reply_due_at, now).text : null,
              r.follow_up_on ? `follow up ${formatDate(r.follow_up_on)}` : null,
              r.owner_id === null ? null : r.owner_id === identity?.id ? 'yours' : `with ${r.owner_name}`,
            ]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(r) => formatDateTime(r.created_at)}
          rowSx={rowSx}
          linkType="show"
        />
      ) : (
        <KeyboardOpenRows>
          <DataTable<OpsFinderRequestRow> rowClick="show" rowSx={rowSx} bulkActionButtons={false}>
            <Col source="urgency_rank" label="Urgency" render={(r) => URGENCY_LABELS[r.urgency]} />
            <Col label="Reply" disableSort render={(r) => <ReplyDeadlineText record={r} now={now} />} />
            <Col label="Why it is here" disableSort render={(r) => queueReasonText(r) ?? '—'} />
            <Col source="district" label="District" />
            <Col source="condition" label="Condition" render={(r) => conditionLabel(r.condition)} />
            <Col source="status" label="Status" render={(r) => requestStatusLabel(r)} />
            <Col source="created_at" label="Received" render={(r) => formatDateTime(r.created_at)} />
            <Col label="Follow up" disableSort render={(r) => (r.follow_up_on ? formatDate(r.follow_up_on) : '—')} />
            <Col label="Taken by" disableSort render={(r) => takenBy(r, identity?.id) ?? '—'} />
            <Col
              source="matched_physiotherapist_name"
              label="Matched with"
              disableSort
              render={(r) => r.matched_physiotherapist_name ?? '—'}
            />
          </DataTable>
        </KeyboardOpenRows>
      )}
    </List>
  );
}
