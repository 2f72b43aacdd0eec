import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpsDemandTrend } from '@physio/api-contract';
import { TrendChart } from './TrendChart';

const trend = (lastDays: number, series?: OpsDemandTrend['series']): OpsDemandTrend => ({
  period: 'custom',
  from: '2026-11-09',
  to: '2026-11-26',
  days: 18,
  group: 'area',
  weeks: [
    { week: '2026-W46', starts_on: '2026-11-09', days: 7 },
    { week: '2026-W47', starts_on: '2026-11-16', days: 7 },
    { week: '2026-W48', starts_on: '2026-11-23', days: lastDays },
  ],
  series: series ?? [
    { name: 'NR', condition: null, rank: 1, searches: [9, 10, 2], waitlist_joins: [1, 1, 0], people: [10, 11, 2] },
  ],
});

describe('TrendChart', () => {
  it('dashes the line into the week still under way, and says why, instead of drawing a plunge', () => {
    const { container } = render(<TrendChart trend={trend(4)} />);
    expect(screen.getByText(/Dashed lines reach a week only partly in the period/)).toBeInTheDocument();
    const segments = [...container.querySelectorAll('svg[role="img"] line[stroke="#0072B2"]')];
    expect(segments.map((line) => line.getAttribute('stroke-dasharray'))).toEqual([null, '5 4']);
  });

  it('draws whole weeks solid, without the note', () => {
    const { container } = render(<TrendChart trend={trend(7)} />);
    expect(screen.queryByText(/Dashed lines/)).toBeNull();
    const segments = [...container.querySelectorAll('svg[role="img"] line[stroke="#0072B2"]')];
    expect(segments.map((line) => line.getAttribute('stroke-dasharray'))).toEqual([null, null]);
  });

  it('split by condition, names each line by its area and condition, not the area alone', () => {
    render(
      <TrendChart
        trend={trend(7, [
          {
            name: 'NR',
            condition: 'stroke-recovery',
            rank: 1,
            searches: [3, 2, 1],
            waitlist_joins: [0, 0, 0],
            people: [3, 2, 1],
          },
          {
            name: 'NR',
            condition: 'falls-prevention',
            rank: 2,
            searches: [1, 1, 1],
            waitlist_joins: [0, 0, 0],
            people: [1, 1, 1],
          },
        ])}
      />,
    );
    const legend = screen.getAllByRole('list')[0];
    expect([...legend.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '1. NR · Stroke Recovery',
      '2. NR · Falls Prevention',
    ]);
    expect(screen.getByRole('columnheader', { name: 'NR · Stroke Recovery' })).toBeInTheDocument();
  });
});
