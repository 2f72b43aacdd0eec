import { DateRangeFields } from '../common/DateRangeFields';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useRef } from 'react';
import { useListContext, usePermissions } from 'react-admin';
import { type OpsPromisesFilter, type OpsRole, type PromiseGroup } from '@physio/api-contract';
import { CONDITION_CHOICES, URGENCY_CHOICES } from '../common/choices';
import { todayInLondon } from '../format';
import {
  cleanPromisesFilter,
  GROUP_LABELS,
  groupsFor,
  periodDates,
  periodOf,
  PROMISE_PERIODS,
  PROMISE_PERIOD_LABELS,
  promisesExportUrl,
  type PromisePeriod,
} from './promisesText';

/** Period, grouping, urgency, condition and the download, all kept in the list's filter (and the address). */
export function PromisesControls() {
  const { filterValues, setFilters } = useListContext();
  const { permissions } = usePermissions<OpsRole>();
  const filter = cleanPromisesFilter(filterValues);
  // Two choices made before the list re-renders must both count: each builds on the last one asked for.
  const latest = useRef(filter);
  const seen = useRef(JSON.stringify(filter));
  if (JSON.stringify(filter) !== seen.current) {
    seen.current = JSON.stringify(filter);
    latest.current = filter;
  }
  const update = (change: Partial<OpsPromisesFilter>) => {
    latest.current = cleanPromisesFilter({ ...latest.current, ...change });
    setFilters(latest.current, undefined, false);
  };
  const period = periodOf(filter);
  const setPeriod = (next: PromisePeriod) => {
    if (next === 'custom') {
      const to = filter.to ?? todayInLondon();
      update({ from: filter.from ?? `${to.slice(0, 8)}01`, to });
    } else update(periodDates(next));
  };
  const groups = groupsFor(permissions);

  return (
    <Box
      component="form"
      aria-label="Report settings"
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', py: 2 }}
    >
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Period"
        value={period}
        onChange={(e) => setPeriod(e.target.value as PromisePeriod)}
        sx={{ minWidth: 170 }}
      >
        {PROMISE_PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {PROMISE_PERIOD_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      {period === 'custom' && <DateRangeFields from={filter.from} to={filter.to} onChange={update} />}
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Group by"
        value={filter.group ?? 'month'}
        onChange={(e) => update({ group: e.target.value as PromiseGroup })}
        sx={{ minWidth: 170 }}
      >
        {groups.map((g) => (
          <MenuItem key={g} value={g}>
            {GROUP_LABELS[g]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Urgency"
        // The empty choice (any) shows its words, and the label stays above them.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={filter.urgency ?? ''}
        onChange={(e) => update({ urgency: (e.target.value || undefined) as OpsPromisesFilter['urgency'] })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">Any urgency</MenuItem>
        {URGENCY_CHOICES.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Condition"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={filter.condition ?? ''}
        onChange={(e) => update({ condition: (e.target.value || undefined) as OpsPromisesFilter['condition'] })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">All conditions</MenuItem>
        {CONDITION_CHOICES.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        href={promisesExportUrl(filter)}
        download
        sx={{ ml: { sm: 'auto' } }}
      >
        Download CSV
      </Button>
    </Box>
  );
}
