import { TextField } from '@mui/material';

/** The password asked again before a change of the account's ways in (ASVS 7.5.1). */
export function ConfirmPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label="Your password (to confirm it is you)"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      required
    />
  );
}
