import { Alert, Box, Button, Divider, Link as MuiLink, TextField, Typography } from '@mui/material';
import { digitsOnly, SignedOutPage } from '../common/SignedOutPage';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { OPS_ERROR_CODES } from '@physio/api-contract';
import { apiErrorCode, errorMessage } from '../apiErrors';
import { SecondFactorRequired, startPasskeySignIn, type SecondFactorStep } from '../authProvider';
import { TotpEnrolment } from '../account/TotpEnrolment';
import { sessionEndedByServer } from '../session';
import { passkeysSupported, signWithPasskey } from '../account/passkeyPrompt';

type PasskeyStep = Extract<SecondFactorStep, { status: 'passkey-required' }>;
type Step =
  | { kind: 'password' }
  /** `recoveryOnly`: the role signs in with a passkey, so only a recovery code answers here (a lost passkey). */
  | { kind: 'code'; challenge: Exclude<SecondFactorStep, PasskeyStep>; recoveryOnly?: boolean }
  | { kind: 'passkey'; challenge: PasskeyStep };

/**
 * Sign-in in two steps: username and password, then a passkey or a six-digit code from the authenticator app when the
 * account has one, or enrolling an app (QR code and key) when the API requires it first. Or in one: a passkey alone.
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
        const next = failure.step;
        setStep(
          next.status === 'passkey-required' ? { kind: 'passkey', challenge: next } : { kind: 'code', challenge: next },
        );
        setCode('');
        return;
      }
      const code = apiErrorCode(failure);
      const wrongAnswer = code === OPS_ERROR_CODES.INVALID_TOTP || code === OPS_ERROR_CODES.INVALID_PASSKEY;
      if (step.kind !== 'password' && !wrongAnswer && (failure as { status?: number }).status === 401) {
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
    // Letters mean one of the recovery codes (xxxxx-xxxxx), sent as typed; the API ignores case and the hyphen.
    const recovery = step.challenge.status === 'totp-required' && (step.recoveryOnly || /[a-z]/i.test(code));
    if (step.recoveryOnly && !/^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim())) {
      setError('Enter one of your recovery codes, such as abcde-12345');
      return;
    }
    if (!recovery && digitsOnly(code).length !== 6) {
      setError('Enter the six-digit code from your authenticator app');
      return;
    }
    void attempt({ challenge: step.challenge.challenge, code: recovery ? code.trim() : digitsOnly(code) });
  };

  const submitPasskey = async () => {
    if (step.kind !== 'passkey') return;
    setPending(true);
    setError(null);
    try {
      const credential = await signWithPasskey(step.challenge.passkey_options);
      await attempt({ challenge: step.challenge.challenge, credential });
    } catch (failure) {
      // The browser's prompt was closed or failed: nothing reached the server, the same challenge can be tried again.
      setError(errorMessage(failure));
      setPending(false);
    }
  };

  const passkeyAlone = async () => {
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      const { challenge, passkey_options } = await startPasskeySignIn();
      const credential = await signWithPasskey(passkey_options);
      await attempt({ challenge, credential });
    } catch (failure) {
      // The prompt was closed, or the start was refused (too many tries): the password form stays.
      setError(errorMessage(failure));
      setPending(false);
    }
  };

  const switchToCode = (recoveryOnly: boolean) => {
    if (step.kind !== 'passkey') return;
    // The same challenge takes the app's code (or a recovery code) as well.
    setStep({
      kind: 'code',
      challenge: { status: 'totp-required', challenge: step.challenge.challenge },
      recoveryOnly,
    });
    setCode('');
    setError(null);
  };

  const startAgain = () => {
    setStep({ kind: 'password' });
    setPassword('');
    setCode('');
    setError(null);
  };

  return (
    <SignedOutPage
      title={
        step.kind === 'password'
          ? 'Sign in to the operations dashboard'
          : step.kind === 'passkey'
            ? 'Use your passkey'
            : step.challenge.status === 'totp-setup-required'
              ? 'Set up your authenticator app'
              : step.recoveryOnly
                ? 'Enter a recovery code'
                : 'Enter your security code'
      }
    >
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
          {passkeysSupported() && (
            <>
              <Divider sx={{ my: 2 }}>or</Divider>
              <Button type="button" variant="outlined" fullWidth disabled={pending} onClick={() => void passkeyAlone()}>
                Sign in with a passkey
              </Button>
            </>
          )}
        </form>
      ) : step.kind === 'passkey' ? (
        <Box>
          <Typography>
            Your account has a passkey. Use it to finish signing in: your device asks for your fingerprint, face or PIN.
          </Typography>
          <Button
            type="button"
            variant="contained"
            fullWidth
            disabled={pending}
            sx={{ mt: 2 }}
            onClick={() => void submitPasskey()}
            autoFocus
          >
            {pending ? 'Waiting for your passkey…' : 'Use passkey'}
          </Button>
          <Box sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'center' }}>
            {step.challenge.totp_allowed ? (
              <MuiLink component="button" type="button" onClick={() => switchToCode(false)}>
                Use a code from your authenticator app instead
              </MuiLink>
            ) : (
              <MuiLink component="button" type="button" onClick={() => switchToCode(true)}>
                Lost your passkey? Use a recovery code
              </MuiLink>
            )}
            <MuiLink component="button" type="button" onClick={startAgain}>
              Start again with the password
            </MuiLink>
          </Box>
        </Box>
      ) : (
        <form onSubmit={submitCode} noValidate>
          {step.challenge.status === 'totp-setup-required' ? (
            <TotpEnrolment otpauthUri={step.challenge.otpauth_uri} secret={step.challenge.totp_secret} />
          ) : step.recoveryOnly ? (
            <Typography>
              Enter one of the recovery codes you saved. Each works once; then add a new passkey on My account.
            </Typography>
          ) : (
            <Typography>Open your authenticator app and enter the six-digit code it shows for this service.</Typography>
          )}
          <TextField
            label={step.recoveryOnly ? 'Recovery code' : 'Six-digit code'}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 16 } }}
            helperText={
              step.challenge.status === 'totp-required' && !step.recoveryOnly
                ? 'No phone to hand? Enter one of your recovery codes instead.'
                : undefined
            }
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
    </SignedOutPage>
  );
}
