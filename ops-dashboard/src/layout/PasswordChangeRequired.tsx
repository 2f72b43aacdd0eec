import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ChangePasswordForm } from '../account/MyAccountPage';

/**
 * What a person sees after signing in with a password an administrator set (a new account, a reset): it works
 * once, so the only thing to do is choose their own. The API refuses everything else until then.
 */
export function PasswordChangeRequired({ username, onChanged }: { username: string; onChanged: () => void }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Title title="Choose your password" />
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Choose your own password
          </Typography>
          <Typography sx={{ mb: 2 }}>
            The password you were given works for this one sign-in. Choose a new one that only you know to go on.
          </Typography>
          <ChangePasswordForm username={username} onChanged={onChanged} currentLabel="Password you were given" />
        </CardContent>
      </Card>
    </Box>
  );
}
