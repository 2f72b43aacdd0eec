import { Alert, Box, Card, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, SimpleList, Title, useListContext } from 'react-admin';
import type { OpsDemandMap, OpsDemandRow, OpsDemandTrend } from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import { Section } from '../common/Section';
import { useIsSmall } from '../common/useIsSmall';
import { formatDate } from '../format';
import { DemandMap } from './DemandMap';
import { cleanFilter, demandSearch, DEFAULT_FILTER, rowLabel, useDemandJson } from './demandApi';
import { ReportControls } from './ReportControls';
import { SupplyPanel, type Place } from './SupplyPanel';
import { TrendChart } from './TrendChart';

const Col = DataTable.Col<OpsDemandRow>;
const NumberCol = DataTable.NumberCol<OpsDemandRow>;

function coverageText(row: OpsDemandRow): string {
  if (row.district) return row.covered_districts ? 'Covered' : 'Not covered';
  return `${row.covered_districts} of ${row.districts}`;
}

function RankedTable({ onSelect }: { onSelect: (row: OpsDemandRow) => void }) {
  const isSmall = useIsSmall();
  const { filterValues, error } = useListContext<OpsDemandRow>();
  const filter = cleanFilter(filterValues);
  const split = filter.by_condition ?? false;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Card variant="outlined">
      {isSmall ? (
        <SimpleList<OpsDemandRow>
          primaryText={(r) => `${r.rank}. ${rowLabel(r)}`}
          secondaryText={(r) =>
            `${r.people} people · ${r.waitlist_joins} joined · ${r.searches} searches · ${r.waiting} waiting now`
          }
          tertiaryText={(r) => coverageText(r)}
          rowClick={(_id, _resource, record) => {
            onSelect(record as OpsDemandRow);
            return false;
          }}
        />
      ) : (
        <DataTable<OpsDemandRow>
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            onSelect(record as OpsDemandRow);
            return false;
          }}
        >
          <NumberCol source="rank" label="Rank" />
          <Col source="name" label={filter.group === 'district' ? 'District' : 'Area'} />
          {split && <Col source="condition" label="Condition" render={(r) => rowLabel(r).split(' · ')[1] ?? ''} />}
          <Col source="places" label="Places" disableSort />
          <Col source="covered_districts" label="Covered" disableSort render={coverageText} />
          <NumberCol source="searches" label="Searches" />
          <NumberCol source="waitlist_joins" label="Waitlist joins" />
          <NumberCol source="people" label="People" />
          <NumberCol source="waiting" label="Waiting now" />
        </DataTable>
      )}
      <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
    </Card>
  );
}

function PeriodLine() {
  const { filterValues } = useListContext();
  const filter = cleanFilter(filterValues);
  const trend = useDemandJson<OpsDemandTrend>(`trend?${demandSearch({ filter })}&top=5`);
  const map = useDemandJson<OpsDemandMap>(`map?${demandSearch({ filter })}`);
  const period = trend.data ?? map.data;
  const what = (filter.group === 'district' ? 'districts' : 'areas') + (filter.by_condition ? ' and conditions' : '');
  return (
    <>
      {period && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {formatDate(period.from)} to {formatDate(period.to)} ({period.days} days, UK calendar days). People: distinct
          browsers each day, added up. Waiting now: people on the waitlist there today, whenever they joined.
        </Typography>
      )}
      <Section title={`Weekly trend of the top ${what}`}>
        {trend.error && <Alert severity="error">{trend.error}</Alert>}
        {trend.loading && <Typography>Loading the trend…</Typography>}
        {trend.data && !trend.loading && <TrendChart trend={trend.data} />}
      </Section>
      <Section title="Map of demand by district">
        {map.error && <Alert severity="error">{map.error}</Alert>}
        {map.loading && <Typography>Loading the map…</Typography>}
        {map.data && !map.loading && <DemandMap map={map.data} />}
      </Section>
    </>
  );
}

function Report() {
  const { filterValues } = useListContext();
  const filter = cleanFilter(filterValues);
  const [place, setPlace] = useState<Place | null>(null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1400 }}>
      <Title title="Demand" />
      <Typography sx={{ maxWidth: 900 }}>
        Out-of-area demand: searches from postcodes we do not cover and waitlist joins, ranked by people, then waitlist
        joins, then searches. Choose a row to see who could serve it.
      </Typography>
      <ReportControls />
      <Section title="Ranked demand">
        <RankedTable
          onSelect={(row) => setPlace({ kind: row.district ? 'district' : 'area', name: row.district ?? row.area })}
        />
      </Section>
      <Section title="Supply beside demand">
        <SupplyPanel place={place} filter={filter} onPlace={setPlace} />
      </Section>
      <PeriodLine />
    </Box>
  );
}

export default function DemandReport() {
  return (
    <ListBase
      resource="demand"
      sort={{ field: 'rank', order: 'ASC' }}
      filterDefaultValues={DEFAULT_FILTER}
      perPage={25}
    >
      <Report />
    </ListBase>
  );
}
