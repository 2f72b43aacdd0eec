import { Alert, Box, Typography } from '@mui/material';

/** The codes, shown once: the API keeps only their hashes. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <Alert severity="warning" sx={{ my: 1 }}>
      <Typography sx={{ mb: 1 }}>
        Your recovery codes. Each works once instead of a code from the app. Print them or write them down now: they are
        not shown again.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          columns: { xs: 1, sm: 2 },
          m: 0,
          pl: 4,
          whiteSpace: 'nowrap',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </Alert>
  );
}
