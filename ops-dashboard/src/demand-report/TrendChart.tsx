import { Box, Typography } from '@mui/material';
import type { OpsDemandTrend } from '@physio/api-contract';
import { formatDate } from '../format';
import { rowLabel } from './demandApi';

/** Distinguishable for colour-blind readers (Okabe–Ito), each also drawn with its own marker shape. */
export const SERIES_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#999999'];
const MARKERS = ['circle', 'square', 'diamond', 'triangle', 'circle', 'square', 'diamond', 'triangle'] as const;

const W = 640;
const H = 260;
const PAD = { left: 44, right: 12, top: 12, bottom: 36 };

function Marker({ kind, x, y, colour }: { kind: (typeof MARKERS)[number]; x: number; y: number; colour: string }) {
  if (kind === 'square') return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} fill={colour} />;
  if (kind === 'diamond')
    return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y}L${x} ${y + 4.5}L${x - 4.5} ${y}Z`} fill={colour} />;
  if (kind === 'triangle')
    return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y + 3.5}L${x - 4.5} ${y + 3.5}Z`} fill={colour} />;
  return <circle cx={x} cy={y} r={3.5} fill={colour} />;
}

/** Nice round steps for the vertical axis. */
function ticks(max: number): number[] {
  if (max <= 0) return [0];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const out: number[] = [];
  for (let v = 0; v <= max + step / 2; v += step) out.push(Math.round(v));
  return out;
}

/** One line per area (or district), and per condition when the report is split by condition. */
const lineKey = (s: OpsDemandTrend['series'][number]) => `${s.name}/${s.condition ?? ''}`;

/**
 * People per ISO week for the top areas (or areas and conditions, split as the ranked rows are): a line each, with a
 * table of the same figures for screen readers.
 */
export function TrendChart({ trend }: { trend: OpsDemandTrend }) {
  const { weeks, series } = trend;
  if (!series.length) return <Typography>No demand in this period.</Typography>;
  const max = Math.max(1, ...series.flatMap((s) => s.people));
  const yTicks = ticks(max);
  const top = yTicks[yTicks.length - 1] || 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (weeks.length === 1 ? innerW / 2 : (i * innerW) / (weeks.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const labelEvery = Math.max(1, Math.ceil(weeks.length / 8));
  const partialWeeks = weeks.length > 1 ? weeks.filter((w) => w.days < 7).length : 0;
  return (
    <Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
        {series.map((s, i) => (
          <Box component="li" key={lineKey(s)} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <svg width="16" height="12" aria-hidden="true">
              <line x1="0" y1="6" x2="16" y2="6" stroke={SERIES_COLOURS[i % 8]} strokeWidth="2" />
              <Marker kind={MARKERS[i % 8]} x={8} y={6} colour={SERIES_COLOURS[i % 8]} />
            </svg>
            <Typography variant="body2">
              {s.rank}. {rowLabel(s)}
            </Typography>
          </Box>
        ))}
      </Box>
      {partialWeeks > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Dashed lines reach a week only partly in the period (such as this week so far): its count is not a fall in
          demand.
        </Typography>
      )}
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`People each week, ${weeks.length} weeks, top ${series.length}: the table below gives the figures`}
        sx={{ width: '100%', height: 'auto', maxWidth: W, display: 'block' }}
      >
        {yTicks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e0e0e0" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#424242">
              {t}
            </text>
          </g>
        ))}
        {weeks.map((w, i) =>
          i % labelEvery === 0 ? (
            <text key={w.week} x={x(i)} y={H - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#424242">
              {w.week.slice(5)}
            </text>
          ) : null,
        )}
        <text x={PAD.left} y={H - 4} fontSize="11" fill="#424242">
          ISO week (Monday to Sunday, UK time)
        </text>
        {series.map((s, si) => (
          <g key={lineKey(s)}>
            {/* A segment reaching a week only partly in the period (this week so far) is dashed: its lower count
                is not a fall in demand. */}
            {s.people.slice(1).map((v, j) => (
              <line
                key={j}
                x1={x(j)}
                y1={y(s.people[j])}
                x2={x(j + 1)}
                y2={y(v)}
                stroke={SERIES_COLOURS[si % 8]}
                strokeWidth="2"
                strokeDasharray={weeks[j].days < 7 || weeks[j + 1].days < 7 ? '5 4' : undefined}
              />
            ))}
            {s.people.map((v, i) => (
              <Marker key={i} kind={MARKERS[si % 8]} x={x(i)} y={y(v)} colour={SERIES_COLOURS[si % 8]} />
            ))}
          </g>
        ))}
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <summary>Weekly figures as a table</summary>
        <Box sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            sx={{ borderCollapse: 'collapse', '& th, & td': { px: 1, py: 0.5, textAlign: 'right' } }}
          >
            <caption style={{ textAlign: 'left' }}>People each week (searches and waitlist joins in brackets)</caption>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>
                  Week
                </th>
                {series.map((s) => (
                  <th scope="col" key={lineKey(s)}>
                    {rowLabel(s)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((w, i) => (
                <tr key={w.week}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
                    {w.week} (from {formatDate(w.starts_on)}
                    {w.days < 7 ? `, ${w.days} days in the period` : ''})
                  </th>
                  {series.map((s) => (
                    <td key={lineKey(s)}>
                      {s.people[i]} ({s.searches[i]}, {s.waitlist_joins[i]})
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
