import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, Title, useListContext } from 'react-admin';
import type { OpsPromisesRow, PromiseGroup } from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import { Section } from '../common/Section';
import { useIsSmall } from '../common/useIsSmall';
import { PromisesControls } from './PromisesControls';
import {
  cleanPromisesFilter,
  daysText,
  declinesText,
  DEFAULT_PROMISES_FILTER,
  GROUP_LABELS,
  hoursText,
  percent,
  PROMISE_EXPLAINED,
  spreadText,
} from './promisesText';

const Col = DataTable.Col<OpsPromisesRow>;
const NumberCol = DataTable.NumberCol<OpsPromisesRow>;

const monthName = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** "November 2026" for a month; the API's label otherwise. */
function groupLabel(row: OpsPromisesRow, group: PromiseGroup): string {
  if (group === 'month' && /^\d{4}-\d{2}$/.test(row.id)) return monthName.format(new Date(`${row.id}-01T00:00:00Z`));
  return row.label;
}

const accepted = (r: OpsPromisesRow) => `${r.accepted} (${percent(r.accepted_share)})`;
const toAccept = (r: OpsPromisesRow) => spreadText(hoursText(r.hours_to_accept_p50), hoursText(r.hours_to_accept_p90));
const toContact = (r: OpsPromisesRow) =>
  spreadText(hoursText(r.hours_to_contact_p50), hoursText(r.hours_to_contact_p90));
const toVisit = (r: OpsPromisesRow) => spreadText(daysText(r.days_to_visit_p50), daysText(r.days_to_visit_p90));

/** Grouped by physiotherapist the rows count offers made to them, not requests. */
const countLabel = (group: PromiseGroup) => (group === 'physiotherapist' ? 'Offers made' : 'Confirmed requests');

function PromisesTable() {
  const { filterValues } = useListContext<OpsPromisesRow>();
  const group = cleanPromisesFilter(filterValues).group ?? 'month';
  return (
    <DataTable<OpsPromisesRow>
      bulkActionButtons={false}
      rowClick={false}
      // Eleven columns: headings of two or three words each, not one word a line.
      sx={{ '& .MuiTableCell-head': { minWidth: 88 } }}
    >
      <Col source="label" label={GROUP_LABELS[group]} disableSort render={(r) => groupLabel(r, group)} />
      <NumberCol source="confirmed" label={countLabel(group)} disableSort />
      <Col source="accepted" label="Accepted" disableSort render={accepted} />
      <Col source="hours_to_accept_p50" label="Time to acceptance" disableSort render={toAccept} />
      <Col source="hours_to_contact_p50" label="Time to first contact" disableSort render={toContact} />
      <Col source="days_to_visit_p50" label="Time to first visit" disableSort render={toVisit} />
      <Col
        source="reply_promise_kept_share"
        label="Reply within 24 hours"
        disableSort
        render={(r) => percent(r.reply_promise_kept_share)}
      />
      <Col
        source="contact_promise_kept_share"
        label="Contact by the deadline"
        disableSort
        render={(r) => percent(r.contact_promise_kept_share)}
      />
      <Col
        source="urgent_visit_promise_kept_share"
        label="Urgent visit within 48 hours"
        disableSort
        render={(r) => percent(r.urgent_visit_promise_kept_share)}
      />
      <Col source="declined_other" label="Declined, by reason" disableSort render={declinesText} />
      <NumberCol source="lapsed" label="Offers lapsed" disableSort />
    </DataTable>
  );
}

/** At phone width one card per group, each figure named beside it. */
function PromisesCards() {
  const { data, filterValues } = useListContext<OpsPromisesRow>();
  const group = cleanPromisesFilter(filterValues).group ?? 'month';
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {(data ?? []).map((row) => {
        const facts: [string, string][] = [
          [countLabel(group), String(row.confirmed)],
          ['Accepted', accepted(row)],
          ['Time to acceptance', toAccept(row)],
          ['Time to first contact', toContact(row)],
          ['Time to first visit', toVisit(row)],
          ['Reply within 24 hours', percent(row.reply_promise_kept_share)],
          ['Contact by the deadline', percent(row.contact_promise_kept_share)],
          ['Urgent visit within 48 hours', percent(row.urgent_visit_promise_kept_share)],
          ['Declined, by reason', declinesText(row)],
          ['Offers lapsed', String(row.lapsed)],
        ];
        return (
          <Card component="li" variant="outlined" key={row.id}>
            <CardContent>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {groupLabel(row, group)}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
                {facts.map(([name, value]) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {name}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

function Figures() {
  const isSmall = useIsSmall();
  const { error, isPending, total } = useListContext<OpsPromisesRow>();
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (isPending) return <Typography>Loading the figures…</Typography>;
  if (!total) return <Typography>No confirmed requests in this period.</Typography>;
  if (isSmall) {
    return (
      <>
        <PromisesCards />
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </>
    );
  }
  return (
    <Card variant="outlined">
      <PromisesTable />
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </Card>
  );
}

function Report() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1600 }}>
      <Title title="Promises" />
      <Typography sx={{ maxWidth: 900 }}>
        How often we keep what we promise families, for the requests families confirmed in the period. Times are the
        typical one (half were quicker) and the time nine in ten were within.
      </Typography>
      <Box component="ul" sx={{ maxWidth: 900, pl: 3, my: 1 }}>
        {PROMISE_EXPLAINED.map((promise) => (
          <Typography component="li" key={promise.name}>
            <strong>{promise.name}</strong>: {promise.text}
          </Typography>
        ))}
      </Box>
      <PromisesControls />
      <Section title="Promises kept">
        <Figures />
      </Section>
    </Box>
  );
}

export default function PromisesReport() {
  return (
    <ListBase
      resource="promises"
      sort={{ field: 'id', order: 'ASC' }}
      filterDefaultValues={DEFAULT_PROMISES_FILTER}
      perPage={25}
    >
      <Report />
    </ListBase>
  );
}
