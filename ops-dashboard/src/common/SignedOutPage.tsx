import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page shown signed out, outside the dashboard's layout (sign-in, the enrolment link): one card, centred. */
export function SignedOutPage({
  title,
  maxWidth = 420,
  children,
}: {
  title: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: { xs: 1, sm: 2 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth, mt: { xs: 2, sm: 0 } }}>
        <CardContent>
          <Typography variant="overline" component="p" color="text.secondary">
            Home Physio Finder
          </Typography>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/** What a code field sends: people paste "123 456", the API takes the digits. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
