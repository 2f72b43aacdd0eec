import { TextField } from '@mui/material';

/** A report's own period: From and To days (yyyy-mm-dd); a cleared field changes nothing. */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (range: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <TextField
        fullWidth={false}
        type="date"
        size="small"
        label="From"
        value={from ?? ''}
        onChange={(e) => e.target.value && onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        fullWidth={false}
        type="date"
        size="small"
        label="To"
        value={to ?? ''}
        onChange={(e) => e.target.value && onChange({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
