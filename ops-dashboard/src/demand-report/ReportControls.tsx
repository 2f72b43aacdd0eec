import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DateRangeFields } from '../common/DateRangeFields';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import {
  DEMAND_CONDITIONS,
  DEMAND_PERIODS,
  DEMAND_PERIOD_LABELS,
  type DemandGroup,
  type DemandPeriod,
  type OpsDemandFilter,
} from '@physio/api-contract';
import { CONDITION_NAMES, cleanFilter, exportUrl } from './demandApi';

const COVERAGE = [
  { id: '', name: 'Any' },
  { id: 'false', name: 'Not covered yet' },
  { id: 'true', name: 'Covered' },
];

/** Today in London, yyyy-mm-dd: the default end of a chosen period. */
function londonToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
}

/** Period, grouping, condition split, filters and the download: all kept in the list's filter (and the URL). */
export function ReportControls() {
  const { filterValues, setFilters, sort } = useListContext();
  const filter = cleanFilter(filterValues);
  // Two choices made before the list re-renders (a grouping, then an area typed at once) must both count: each
  // change builds on the last one asked for, not on the filter this render saw.
  // The filter in the URL is taken over only when it changes (our own change landing, or back/forward).
  const latest = useRef(filter);
  const seen = useRef(JSON.stringify(filter));
  if (JSON.stringify(filter) !== seen.current) {
    seen.current = JSON.stringify(filter);
    latest.current = filter;
  }
  // At once, not debounced: each control is one deliberate choice.
  const update = (change: Partial<OpsDemandFilter>) => {
    latest.current = cleanFilter({ ...latest.current, ...change });
    setFilters(latest.current, undefined, false);
  };
  const [area, setArea] = useState(filter.area ?? '');
  useEffect(() => setArea(filter.area ?? ''), [filter.area]);

  const setPeriod = (period: DemandPeriod) => {
    if (period === 'custom') {
      const to = filter.to ?? londonToday();
      const from = filter.from ?? `${to.slice(0, 8)}01`;
      update({ period, from, to });
    } else update({ period, from: undefined, to: undefined });
  };

  return (
    <Box
      component="form"
      aria-label="Report settings"
      onSubmit={(e) => {
        e.preventDefault();
        update({ area: area.toUpperCase() || undefined });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', py: 2 }}
    >
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Period"
        value={filter.period ?? '30d'}
        onChange={(e) => setPeriod(e.target.value as DemandPeriod)}
        sx={{ minWidth: 170 }}
      >
        {DEMAND_PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {DEMAND_PERIOD_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      {filter.period === 'custom' && <DateRangeFields from={filter.from} to={filter.to} onChange={update} />}
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Group by"
        value={filter.group ?? 'area'}
        onChange={(_e, group: DemandGroup | null) => group && update({ group })}
      >
        <ToggleButton value="area">By area</ToggleButton>
        <ToggleButton value="district">By district</ToggleButton>
      </ToggleButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={filter.by_condition ?? false}
            onChange={(e) => update({ by_condition: e.target.checked || undefined })}
          />
        }
        label="Split by condition"
      />
      <TextField
        fullWidth={false}
        size="small"
        label="Postcode area"
        placeholder="e.g. NR"
        value={area}
        onChange={(e) => setArea(e.target.value.replace(/[^A-Za-z]/g, ''))}
        onBlur={() => update({ area: area.toUpperCase() || undefined })}
        // Enter applies the area: the form has several fields, so the browser does not submit it on Enter itself.
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          update({ area: area.toUpperCase() || undefined });
        }}
        slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
        sx={{ width: 130 }}
      />
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Coverage"
        value={filter.covered === undefined ? '' : String(filter.covered)}
        onChange={(e) => update({ covered: e.target.value === '' ? undefined : e.target.value === 'true' })}
        sx={{ minWidth: 160 }}
      >
        {COVERAGE.map((c) => (
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
        value={filter.condition ?? ''}
        onChange={(e) => update({ condition: (e.target.value || undefined) as OpsDemandFilter['condition'] })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">All conditions</MenuItem>
        {DEMAND_CONDITIONS.map((c) => (
          <MenuItem key={c} value={c}>
            {CONDITION_NAMES[c]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        href={exportUrl(filter, sort)}
        download
        sx={{ ml: { sm: 'auto' } }}
      >
        Download CSV
      </Button>
    </Box>
  );
}
