import { Alert, Box, Button, Card, CardContent, Link as MuiLink, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { OPS_ERROR_CODES } from '@physio/api-contract';
import { apiErrorCode, errorMessage } from '../apiErrors';
import { SecondFactorRequired, type SecondFactorStep } from '../authProvider';
import { TotpEnrolment } from '../account/TotpEnrolment';
import { sessionEndedByServer } from '../session';

type Step = { kind: 'password' } | { kind: 'code'; challenge: SecondFactorStep };

/** The code field accepts what people paste ("123 456"): only the digits go to the API. */
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * Sign-in in two steps: username and password, then a six-digit code from the authenticator app when the account
 * has one, or enrolling an app (QR code and key) when the API requires it first.
 */
export function LoginPage() {
  const login = useLogin();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(() =>
    sessionEndedByServer() ? 'Your session has ended. Please sign in again.' : null,
  );

  const attempt = async (params: Parameters<typeof login>[0]) => {
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      await login(params);
    } catch (failure) {
      if (failure instanceof SecondFactorRequired) {
        setStep({ kind: 'code', challenge: failure.step });
        setCode('');
        return;
      }
      const wrongCode = apiErrorCode(failure) === OPS_ERROR_CODES.INVALID_TOTP;
      if (step.kind === 'code' && !wrongCode && (failure as { status?: number }).status === 401) {
        // The challenge expired or ran out of attempts: start again from the password.
        setStep({ kind: 'password' });
        setPassword('');
      }
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Enter your username and password');
      return;
    }
    void attempt({ username: username.trim(), password });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (digitsOnly(code).length !== 6) {
      setError('Enter the six-digit code from your authenticator app');
      return;
    }
    void attempt({ challenge: step.challenge.challenge, code: digitsOnly(code) });
  };

  const startAgain = () => {
    setStep({ kind: 'password' });
    setPassword('');
    setCode('');
    setError(null);
  };

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
      <Card sx={{ width: '100%', maxWidth: 420, mt: { xs: 2, sm: 0 } }}>
        <CardContent>
          <Typography variant="overline" component="p" color="text.secondary">
            Home Physio Finder
          </Typography>
          <Typography component="h1" variant="h5" gutterBottom>
            {step.kind === 'password'
              ? 'Sign in to the operations dashboard'
              : step.challenge.status === 'totp-setup-required'
                ? 'Set up your authenticator app'
                : 'Enter your security code'}
          </Typography>
          {notice && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          {step.kind === 'password' ? (
            <form onSubmit={submitPassword} noValidate>
              <TextField
                label="Username"
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                autoFocus
                required
                fullWidth
                margin="normal"
                variant="outlined"
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
                fullWidth
                margin="normal"
                variant="outlined"
              />
              <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
                {pending ? 'Signing in…' : 'Sign in'}
              </Button>
            </form>
          ) : (
            <form onSubmit={submitCode} noValidate>
              {step.challenge.status === 'totp-setup-required' ? (
                <TotpEnrolment otpauthUri={step.challenge.otpauth_uri} secret={step.challenge.totp_secret} />
              ) : (
                <Typography>
                  Open your authenticator app and enter the six-digit code it shows for this service.
                </Typography>
              )}
              <TextField
                label="Six-digit code"
                name="code"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
                autoFocus
                required
                fullWidth
                margin="normal"
                variant="outlined"
              />
              <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
                {pending ? 'Checking…' : 'Continue'}
              </Button>
              <Box sx={{ mt: 2, textAlign: 'center' }}>
                <MuiLink component="button" type="button" onClick={startAgain}>
                  Start again with the password
                </MuiLink>
              </Box>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
