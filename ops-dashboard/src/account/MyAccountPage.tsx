import { ConfirmPasswordField } from './ConfirmPasswordField';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useGetIdentity, useNotify } from 'react-admin';
import type { OpsTotpSetupResponse } from '@physio/api-contract';
import { OPS_ROLE_LABELS } from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import type { OpsUserIdentity } from '../authProvider';
import { PASSWORD_HELP, passwordProblem } from '../accounts/password';
import { changePassword, enableTotp, regenerateRecoveryCodes, startTotpSetup } from './accountApi';
import { RecoveryCodeList } from './RecoveryCodeList';
import { OwnSessions } from './OwnSessions';
import { Passkeys } from './Passkeys';
import { TotpEnrolment } from './TotpEnrolment';

export function ChangePasswordForm({
  username,
  onChanged,
  currentLabel = 'Current password',
}: {
  username?: string;
  onChanged?: () => void;
  currentLabel?: string;
}) {
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; repeat?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: current ? undefined : 'Enter your current password',
      next: passwordProblem(next, username),
      repeat: next === repeat ? undefined : 'The two new passwords are different',
    };
    setErrors(found);
    if (found.current || found.next || found.repeat) return;
    setPending(true);
    try {
      await changePassword({ current_password: current, new_password: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      notify('Password changed. Your other sessions have been signed out.', { type: 'success' });
      onChanged?.();
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors ?? {};
      const current = typeof fields.current_password === 'string' ? fields.current_password : undefined;
      const next = typeof fields.new_password === 'string' ? fields.new_password : undefined;
      // A refusal about one field shows on that field; anything else above the form.
      setErrors({ current, next, form: current || next ? undefined : errorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      {errors.form && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {errors.form}
        </Alert>
      )}
      <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
      <TextField
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={Boolean(errors.current)}
        helperText={errors.current}
        required
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={Boolean(errors.next)}
        helperText={errors.next ?? PASSWORD_HELP}
        required
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={Boolean(errors.repeat)}
        helperText={errors.repeat}
        required
      />
      <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
        Change password
      </Button>
    </Box>
  );
}

function RecoveryCodesForm() {
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password to continue');
    setPending(true);
    setError(null);
    try {
      setCodes(await regenerateRecoveryCodes({ current_password: password }));
      setPassword('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Typography sx={{ mb: 2 }}>
        Lost your codes, or used most of them? New ones replace all the earlier codes.
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {codes && <RecoveryCodeList codes={codes} />}
      <ConfirmPasswordField value={password} onChange={setPassword} />
      <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
        Make new recovery codes
      </Button>
    </Box>
  );
}

function TotpSetupForm({ enabled, onEnabled }: { enabled: boolean; onEnabled: () => void }) {
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<OpsTotpSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      // The set-up expired: its QR code is no use any more, start from the password again.
      if ((failure as { body?: { errors?: Record<string, unknown> } }).body?.errors?.setup_token) setSetup(null);
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password to continue');
    void run(async () => {
      setSetup(await startTotpSetup({ current_password: password }));
      setPassword('');
    });
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    if (!setup) return;
    if (digits.length !== 6) return setError('Enter the six-digit code your app shows');
    void run(async () => {
      setRecoveryCodes(await enableTotp({ setup_token: setup.setup_token, code: digits }));
      setSetup(null);
      setCode('');
      onEnabled();
      notify('Your authenticator app is set up: sign-ins now ask for its code.', { type: 'success' });
    });
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {enabled
          ? 'Your authenticator app is set up. Setting it up again replaces it (a new phone, for example).'
          : 'Add a second step to your sign-in: a six-digit code from an app on your phone.'}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {recoveryCodes && <RecoveryCodeList codes={recoveryCodes} />}
      {setup ? (
        <Box component="form" onSubmit={finish} noValidate>
          <TotpEnrolment otpauthUri={setup.otpauth_uri} secret={setup.totp_secret} />
          <TextField
            label="Six-digit code from the app"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
            required
          />
          <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
            Turn on
          </Button>
        </Box>
      ) : (
        <Box component="form" onSubmit={start} noValidate>
          <ConfirmPasswordField value={password} onChange={setPassword} />
          <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
            {enabled ? 'Set up again' : 'Set up authenticator app'}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Password, second factor and sessions of the signed-in person. */
export default function MyAccountPage() {
  const { identity, refetch } = useGetIdentity();
  const me = identity as OpsUserIdentity | undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640, display: 'grid', gap: 2 }}>
      <Title title="My account" />
      {me && (
        <Typography>
          Signed in as <strong>{me.fullName}</strong> ({me.username}), {OPS_ROLE_LABELS[me.role].toLowerCase()}.
        </Typography>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Change password
          </Typography>
          <ChangePasswordForm username={me?.username} onChanged={() => void refetch()} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Authenticator app
          </Typography>
          <TotpSetupForm enabled={Boolean(me?.totpEnabled)} onEnabled={() => void refetch()} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Passkeys
          </Typography>
          <Passkeys />
        </CardContent>
      </Card>
      {me?.totpEnabled && (
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              Recovery codes
            </Typography>
            <RecoveryCodesForm />
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Where you are signed in
          </Typography>
          <OwnSessions />
        </CardContent>
      </Card>
    </Box>
  );
}
