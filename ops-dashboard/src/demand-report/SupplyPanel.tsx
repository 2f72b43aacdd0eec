import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { usePermissions } from 'react-admin';
import type { OpsDemandFilter, OpsDemandSupply, OpsRole } from '@physio/api-contract';
import { formatDate } from '../format';
import { demandSearch, useDemandJson } from './demandApi';

export interface Place {
  kind: 'area' | 'district';
  name: string;
}

const AREA = /^[A-Z]{1,2}$/;
const DISTRICT = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/**
 * Supply beside demand for one area or district: who can reach it (their travel radius from their base district's
 * centroid) and their spare places this week, against the people waiting there now. Analysts see capacity, not names.
 */
export function SupplyPanel({
  place,
  filter,
  onPlace,
}: {
  place: Place | null;
  filter: OpsDemandFilter;
  onPlace: (p: Place) => void;
}) {
  const { permissions } = usePermissions<OpsRole>();
  const [typed, setTyped] = useState(place?.name ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setTyped(place?.name ?? ''), [place?.name]);
  const path = place ? `supply?${demandSearch({ filter })}&${place.kind}=${encodeURIComponent(place.name)}` : null;
  const { data, error, loading } = useDemandJson<OpsDemandSupply>(path);
  const showNames = permissions !== 'analyst';

  const choose = () => {
    const name = typed.trim().toUpperCase().replace(/\s+/g, '');
    const kind = AREA.test(name) ? 'area' : DISTRICT.test(name) ? 'district' : null;
    setInvalid(!kind);
    if (kind) onPlace({ kind, name });
  };

  return (
    <Box>
      <Box
        component="form"
        aria-label="Choose a place"
        onSubmit={(e) => {
          e.preventDefault();
          choose();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          fullWidth={false}
          size="small"
          label="Postcode area or district"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={invalid}
          helperText={invalid ? 'Enter an area such as NR or a district such as NR1' : 'Or choose a row in the table'}
        />
        <Button type="submit" variant="outlined">
          Show supply
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {loading && <Typography>Loading supply…</Typography>}
      {data && !loading && (
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {data.place.kind === 'area' ? 'Area' : 'District'} {data.place.name}: {data.place.covered_districts} of{' '}
            {data.place.districts} {data.place.districts === 1 ? 'district' : 'districts'} covered
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1 }}>
            <Figure value={data.demand.waiting} label="people waiting now" />
            <Figure value={data.demand.people} label="people in the period" />
            <Figure value={data.supply.physiotherapists} label="physiotherapists who reach it" />
            <Figure
              value={data.supply.spare_places}
              label={`spare places this week (from ${formatDate(data.week_start)})`}
            />
          </Box>
          <Alert severity={data.shortfall > 0 ? 'warning' : 'success'} sx={{ my: 1 }}>
            {data.shortfall > 0
              ? `Demand outruns supply: ${data.demand.waiting} people waiting, ${data.supply.spare_places} spare places this week (${data.shortfall} short).`
              : data.demand.waiting > 0
                ? `This week's spare places (${data.supply.spare_places}) cover the ${data.demand.waiting} people waiting.`
                : 'Nobody is waiting here now.'}
          </Alert>
          {data.physiotherapists.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Box
                component="table"
                sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { px: 1, py: 0.5, textAlign: 'right' } }}
              >
                <caption style={{ textAlign: 'left', captionSide: 'top' }}>
                  Active physiotherapists whose travel radius reaches {data.place.name}, nearest first
                </caption>
                <thead>
                  <tr>
                    {showNames && (
                      <th scope="col" style={{ textAlign: 'left' }}>
                        Physiotherapist
                      </th>
                    )}
                    <th scope="col" style={{ textAlign: 'left' }}>
                      Base
                    </th>
                    <th scope="col">Miles away</th>
                    <th scope="col">Radius</th>
                    <th scope="col">Weekly capacity</th>
                    <th scope="col">Matched this week</th>
                    <th scope="col">Spare</th>
                  </tr>
                </thead>
                <tbody>
                  {data.physiotherapists.map((p, i) => (
                    <tr key={p.id ?? i}>
                      {showNames && <td style={{ textAlign: 'left' }}>{p.name}</td>}
                      <td style={{ textAlign: 'left' }}>{p.base_district}</td>
                      <td>{p.distance_miles}</td>
                      <td>{p.travel_radius_miles}</td>
                      <td>{p.weekly_capacity}</td>
                      <td>{p.matched_this_week}</td>
                      <td>{p.spare_places}</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
