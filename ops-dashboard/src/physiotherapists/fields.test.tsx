import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckDate, checkDueOn } from './fields';

describe('check dates', () => {
  it('come due the given months later, on the last day of a shorter month', () => {
    expect(checkDueOn('2025-12-15', 12)).toBe('2026-12-15');
    expect(checkDueOn('2024-01-31', 1)).toBe('2024-02-29');
    expect(checkDueOn('2023-11-30', 36)).toBe('2026-11-30');
  });

  it('say how soon a check comes due within 60 days, and Overdue once it has', () => {
    const today = '2026-11-26';
    const { rerender } = render(<CheckDate date="2025-12-20" overdue={false} maxAgeMonths={12} today={today} />);
    expect(screen.getByText('Due in 24 days')).toBeInTheDocument();
    rerender(<CheckDate date="2026-01-20" overdue={false} maxAgeMonths={12} today={today} />);
    expect(screen.getByText('Due in 55 days')).toBeInTheDocument();
    rerender(<CheckDate date="2026-03-01" overdue={false} maxAgeMonths={12} today={today} />);
    expect(screen.queryByText(/Due/)).toBeNull();
    rerender(<CheckDate date="2025-10-01" overdue maxAgeMonths={12} today={today} />);
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.queryByText(/Due in/)).toBeNull();
  });
});
