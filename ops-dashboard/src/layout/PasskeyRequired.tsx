import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Passkeys } from '../account/Passkeys';
import { refreshSession } from '../session';

/**
 * What a person sees when their role signs in with a passkey (an administrator's rule) and they have none yet: adding
 * one is the only thing to do. The API refuses everything else until then.
 */
export function PasskeyRequired({ onAdded }: { onAdded: () => void }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Title title="Add a passkey" />
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Add a passkey to go on
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Your role now signs in with a passkey: your device’s fingerprint, face or PIN, which cannot be phished like
            a password or a code. Add one on this device; from then on it signs you in.
          </Typography>
          <Passkeys
            onAdded={async () => {
              // The session's account now has a passkey: read it again before the rest of the dashboard shows.
              await refreshSession();
              onAdded();
            }}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
