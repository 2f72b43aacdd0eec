import { Alert, Box, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { OPS_ROLE_LABELS, type OpsSignInRule } from '@physio/api-contract';
import { useState } from 'react';
import { Confirm, useGetList, useNotify, useUpdate } from 'react-admin';
import { errorMessage } from '../apiErrors';

const RESOURCE = 'sign-in-rules';

/** "3 of 5 active accounts have no passkey yet", in words that say what requiring one would do to them. */
function withoutPasskeyText(rule: OpsSignInRule): string {
  if (rule.active_accounts === 0) return 'No active accounts have this role.';
  if (rule.accounts_without_passkey === 0) return `All ${rule.active_accounts} active accounts have a passkey.`;
  const some = `${rule.accounts_without_passkey} of ${rule.active_accounts} active accounts have no passkey yet`;
  return rule.passkey_required ? `${some}: they can only add one until they do.` : `${some}.`;
}

/**
 * How each role signs in (administrators): requiring passkeys of a role stops its passwords and authenticator-app
 * codes from signing in (recovery codes still do, for a lost passkey) and asks its accounts without a passkey to add
 * one before anything else, from their next click. Turning it on asks first, as it reaches people at once.
 */
export function SignInRules() {
  const { data, isPending, error } = useGetList<OpsSignInRule>(RESOURCE, {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [update, { isPending: saving }] = useUpdate<OpsSignInRule>();
  const notify = useNotify();
  // The rule the dialog asks about stays while the dialog closes (its title fades out with it).
  const [confirming, setConfirming] = useState<OpsSignInRule | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (rule: OpsSignInRule) => {
    setConfirming(rule);
    setOpen(true);
  };

  const save = (rule: OpsSignInRule, passkeyRequired: boolean) => {
    void update(
      RESOURCE,
      { id: rule.id, data: { passkey_required: passkeyRequired }, previousData: rule },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            passkeyRequired
              ? `${OPS_ROLE_LABELS[rule.id]}s now sign in with a passkey.`
              : `${OPS_ROLE_LABELS[rule.id]}s can sign in with a password and code again.`,
            { type: 'success' },
          ),
        onError: (failure) => notify(errorMessage(failure), { type: 'error' }),
      },
    );
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          How each role signs in
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          A passkey (a device’s fingerprint, face or PIN) cannot be phished like a password and a code. Requiring it of
          a role means its password and authenticator app no longer sign in; a recovery code still does, for a lost
          passkey.
        </Typography>
        {isPending ? (
          <Typography>Loading…</Typography>
        ) : error ? (
          <Alert severity="error" role="alert">
            The sign-in rules could not be loaded. Try again in a moment.
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {data?.map((rule) => (
              <Box key={rule.id}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={rule.passkey_required}
                      disabled={saving}
                      onChange={(event) => (event.target.checked ? ask(rule) : save(rule, false))}
                    />
                  }
                  label={`${OPS_ROLE_LABELS[rule.id]}s must use a passkey`}
                />
                <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 6 } }}>
                  {withoutPasskeyText(rule)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Confirm
          isOpen={open}
          title={`Require passkeys of ${confirming ? OPS_ROLE_LABELS[confirming.id].toLowerCase() : ''}s?`}
          content={
            confirming && confirming.accounts_without_passkey > 0
              ? `${confirming.accounts_without_passkey} of them have no passkey yet: from their next click they can only add one. Their passwords and app codes stop signing in.`
              : 'Their passwords and app codes stop signing in; their passkeys do.'
          }
          confirm="Require passkeys"
          onConfirm={() => {
            if (confirming) save(confirming, true);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      </CardContent>
    </Card>
  );
}
