import {
  DataTable,
  FilterButton,
  List,
  SelectArrayInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { URGENCY_LABELS, type OpsFinderRequestRow } from '@physio/api-contract';
import {
  CONDITION_CHOICES,
  conditionLabel,
  REQUEST_STATUS_CHOICES,
  REQUEST_STATUS_LABELS,
  URGENCY_CHOICES,
  YES_NO_CHOICES,
} from '../common/choices';
import { useIsSmall } from '../common/useIsSmall';
import { useNow } from '../common/useNow';
import { formatDateTime } from '../format';
import { OVERDUE_ROW_BACKGROUND } from '../theme';
import { isOverdue, ReplyDeadlineText } from './ReplyDeadlineText';
import { replyDeadline } from './reply-deadline';

const upper = (value: string) => value.toUpperCase();

const filters = [
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
  <SelectInput
    key="overdue"
    source="overdue"
    label="Past the 24-hour reply"
    choices={YES_NO_CHOICES}
    emptyText="Any"
  />,
  <SelectInput key="urgency" source="urgency" label="Urgency" choices={URGENCY_CHOICES} />,
  <SelectArrayInput key="status" source="status" label="Status" choices={REQUEST_STATUS_CHOICES} />,
  <SelectInput key="condition" source="condition" label="Condition" choices={CONDITION_CHOICES} />,
  <TextInput key="district" source="district" label="Postcode district" parse={upper} />,
  // The short reference a family reads out on the phone (shown on their results page and in the record).
  <TextInput key="reference" source="reference" label="Reference" parse={upper} alwaysOn />,
];

const Col = DataTable.Col<OpsFinderRequestRow>;

/**
 * The queue: by default the requests that need the team, urgent first, then oldest (the API sorts by urgency_rank,
 * then created_at). Rows past the 24-hour reply promise are tinted and say "overdue" in words.
 */
export default function FinderRequestList() {
  const isSmall = useIsSmall();
  const now = useNow();
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
    >
      {isSmall ? (
        <SimpleList<OpsFinderRequestRow>
          primaryText={(r) => `${URGENCY_LABELS[r.urgency]} · ${r.district} · ${conditionLabel(r.condition)}`}
          secondaryText={(r) =>
            `${REQUEST_STATUS_LABELS[r.status]}${r.needs_attention ? ` · ${replyDeadline(r.reply_due_at, now).text}` : ''}`
          }
          tertiaryText={(r) => formatDateTime(r.created_at)}
          rowSx={rowSx}
          linkType="show"
        />
      ) : (
        <DataTable<OpsFinderRequestRow> rowClick="show" rowSx={rowSx} bulkActionButtons={false}>
          <Col source="urgency_rank" label="Urgency" render={(r) => URGENCY_LABELS[r.urgency]} />
          <Col label="Reply" disableSort render={(r) => <ReplyDeadlineText record={r} now={now} />} />
          <Col source="district" label="District" />
          <Col source="condition" label="Condition" render={(r) => conditionLabel(r.condition)} />
          <Col source="status" label="Status" render={(r) => REQUEST_STATUS_LABELS[r.status]} />
          <Col source="created_at" label="Received" render={(r) => formatDateTime(r.created_at)} />
          <Col
            source="matched_physiotherapist_name"
            label="Matched with"
            disableSort
            render={(r) => r.matched_physiotherapist_name ?? '—'}
          />
        </DataTable>
      )}
    </List>
  );
}
