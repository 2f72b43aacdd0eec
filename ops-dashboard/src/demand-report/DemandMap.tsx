import { Box, Typography } from '@mui/material';
import type { OpsDemandMap } from '@physio/api-contract';

const W = 360;
/** Longitudes shrink with latitude: scaling by the cosine at Great Britain's middle keeps the shape. */
const X_SCALE = Math.cos((54.5 * Math.PI) / 180);

function dots(points: [number, number, 0 | 1][], x: (lon: number) => number, y: (lat: number) => number, size: number) {
  const half = size / 2;
  return points
    .map(([lat, lon]) => `M${(x(lon) - half).toFixed(1)} ${(y(lat) - half).toFixed(1)}h${size}v${size}h-${size}z`)
    .join('');
}

/**
 * Great Britain drawn from its own district centroids (grey dots; green where we cover), with a circle per
 * district sized by the people who asked in the period. No map tiles, nothing fetched from elsewhere.
 */
export function DemandMap({ map }: { map: OpsDemandMap }) {
  const lats = map.background.map((p) => p[0]);
  const lons = map.background.map((p) => p[1]);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const scale = (W - 20) / ((maxLon - minLon) * X_SCALE);
  const H = Math.ceil((maxLat - minLat) * scale + 20);
  const x = (lon: number) => 10 + (lon - minLon) * X_SCALE * scale;
  const y = (lat: number) => 10 + (maxLat - lat) * scale;
  const maxPeople = Math.max(1, ...map.districts.map((d) => d.people));
  const radius = (people: number) => 1.5 + 14 * Math.sqrt(people / maxPeople);
  const circles = [...map.districts].sort((a, b) => b.people - a.people);
  const top = circles.slice(0, 15);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Map of Great Britain: ${map.districts.length} districts with demand, the largest circles where most people asked. The table beside it lists the top districts.`}
        sx={{ width: '100%', maxWidth: 420, height: 'auto', background: '#f5f9fc', borderRadius: 1 }}
      >
        {/* Thousands of dots as two paths (a tiny square each), not thousands of elements. */}
        <path
          d={dots(
            map.background.filter((p) => !p[2]),
            x,
            y,
            1.6,
          )}
          fill="#b0bec5"
        />
        <path
          d={dots(
            map.background.filter((p) => p[2]),
            x,
            y,
            2.2,
          )}
          fill="#2e7d32"
        />
        {circles.map((d) => (
          <circle
            key={d.district}
            cx={x(d.longitude)}
            cy={y(d.latitude)}
            r={radius(d.people)}
            fill="rgba(213, 94, 0, 0.35)"
            stroke="#a04000"
            strokeWidth="0.8"
          >
            <title>{`${d.district}: ${d.people} people, ${d.searches} searches, ${d.waiting} waiting now`}</title>
          </circle>
        ))}
      </Box>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Circles: people who asked in the period, by district. Green dots: districts we cover; grey: the rest of Great
          Britain.
        </Typography>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { px: 1, py: 0.25, textAlign: 'right' } }}
        >
          <caption style={{ textAlign: 'left', captionSide: 'top' }}>Districts with the most people</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                District
              </th>
              <th scope="col">People</th>
              <th scope="col">Searches</th>
              <th scope="col">Waiting</th>
            </tr>
          </thead>
          <tbody>
            {top.map((d) => (
              <tr key={d.district}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
                  {d.district}
                  {d.covered ? ' (covered)' : ''}
                </th>
                <td>{d.people}</td>
                <td>{d.searches}</td>
                <td>{d.waiting}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
