import { Alert, Button, TextField, Typography } from '@mui/material';
import { digitsOnly, SignedOutPage } from '../common/SignedOutPage';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OPS_ERROR_CODES, type OpsEnrolmentStartResponse } from '@physio/api-contract';
import { apiErrorCode, errorMessage } from '../apiErrors';
import { RecoveryCodeList } from '../account/RecoveryCodeList';
import { TotpEnrolment } from '../account/TotpEnrolment';
import { PASSWORD_HELP, passwordProblem } from '../accounts/password';
import { completeEnrolment, startEnrolment } from './enrolApi';

type Step =
  | { kind: 'opening' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; enrolment: OpsEnrolmentStartResponse }
  | { kind: 'done'; recoveryCodes: string[] };

type Field = 'password' | 'again' | 'code';

/** What every unusable link gets (the API says the same): expired, used, replaced or unknown are not told apart. */
const INVALID_LINK =
  'This enrolment link has expired, has been used already or is not valid. Ask an administrator for a new link.';

/** The API's field errors (`{ field: message }`, as httpClient shapes them for react-admin's forms). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string',
    ),
  );
}

/** The link's token: what follows # (browsers never send it to a server, so it reaches no log nor Referer). */
export function tokenFromLocation(hash = window.location.hash): string {
  return decodeURIComponent(hash.replace(/^#/, '')).trim();
}

/**
 * `/ops/enrol#<token>`: the one-time link an administrator issued. Says whose account it is, then the person chooses
 * a password and sets up their authenticator app (QR code, and the first code to prove it); the answer signs them in
 * and shows their recovery codes once. Reached signed out, outside react-admin (main.tsx).
 */
export function EnrolPage({ token = tokenFromLocation() }: { token?: string }) {
  const [step, setStep] = useState<Step>({ kind: 'opening' });
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const open = async () => {
    if (!token) {
      setStep({ kind: 'invalid', message: INVALID_LINK });
      return;
    }
    try {
      setStep({ kind: 'form', enrolment: await startEnrolment(token) });
    } catch (failure) {
      const invalid = apiErrorCode(failure) === OPS_ERROR_CODES.ENROLMENT_LINK_INVALID;
      setStep({ kind: 'invalid', message: invalid ? INVALID_LINK : errorMessage(failure) });
    }
  };

  // Opened once per link (React's strict mode runs effects twice): each opening makes a new secret.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === token) return;
    opened.current = token;
    void open();
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'form') return;
    const problems: Partial<Record<Field, string>> = {};
    const problem = passwordProblem(password, step.enrolment.username);
    if (problem) problems.password = problem;
    if (!problems.password && again !== password) problems.again = 'The two passwords are not the same';
    if (digitsOnly(code).length !== 6) problems.code = 'Enter the six-digit code from your authenticator app';
    setErrors(problems);
    setError(null);
    setNotice(null);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      const recoveryCodes = await completeEnrolment({
        token,
        challenge: step.enrolment.challenge,
        password,
        code: digitsOnly(code),
      });
      setStep({ kind: 'done', recoveryCodes });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (apiErrorCode(failure) === OPS_ERROR_CODES.ENROLMENT_LINK_INVALID) {
        setStep({ kind: 'invalid', message: INVALID_LINK });
      } else if (fields.challenge) {
        // The set-up expired (or took three wrong codes): the link still works, with a new secret to scan.
        setCode('');
        setNotice(`${fields.challenge}. Scan the new code below and try again.`);
        await open();
      } else if (fields.password || fields.code) {
        setErrors({ password: fields.password, code: fields.code });
      } else {
        setError(errorMessage(failure));
      }
    } finally {
      setPending(false);
    }
  };

  if (step.kind === 'opening') {
    return (
      <SignedOutPage maxWidth={480} title="Set up your sign-in">
        <Typography role="status">Opening your enrolment link…</Typography>
      </SignedOutPage>
    );
  }
  if (step.kind === 'invalid') {
    return (
      <SignedOutPage maxWidth={480} title="This link cannot be used">
        <Alert severity="error" role="alert">
          {step.message}
        </Alert>
        <Button href="/ops/" sx={{ mt: 2 }}>
          Go to the sign-in page
        </Button>
      </SignedOutPage>
    );
  }
  if (step.kind === 'done') {
    return (
      <SignedOutPage maxWidth={480} title="You are signed in">
        <Typography gutterBottom>
          Your password and authenticator app are set up. Next time, sign in with your username, your password and a
          code from the app.
        </Typography>
        <RecoveryCodeList codes={step.recoveryCodes} />
        <Button variant="contained" fullWidth href="/ops/" sx={{ mt: 2 }}>
          Continue to the dashboard
        </Button>
      </SignedOutPage>
    );
  }
  const { enrolment } = step;
  return (
    <SignedOutPage maxWidth={480} title="Set up your sign-in">
      <Typography gutterBottom>
        For <strong>{enrolment.display_name}</strong>, username <strong>{enrolment.username}</strong>. Choose your
        password and set up your authenticator app; this link then stops working.
      </Typography>
      {notice && (
        <Alert severity="info" sx={{ my: 2 }}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ my: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {/* For password managers: the username the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={enrolment.username} readOnly hidden />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? PASSWORD_HELP}
          required
          fullWidth
          margin="normal"
          autoFocus
        />
        <TextField
          label="New password again"
          name="password-again"
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(event) => setAgain(event.target.value)}
          error={Boolean(errors.again)}
          helperText={errors.again}
          required
          fullWidth
          margin="normal"
        />
        <TotpEnrolment otpauthUri={enrolment.otpauth_uri} secret={enrolment.totp_secret} />
        <TextField
          label="Six-digit code from the app"
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 16, inputMode: 'numeric' } }}
          error={Boolean(errors.code)}
          helperText={errors.code}
          required
          fullWidth
          margin="normal"
        />
        <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
          {pending ? 'Setting up…' : 'Set up and sign in'}
        </Button>
      </form>
    </SignedOutPage>
  );
}
