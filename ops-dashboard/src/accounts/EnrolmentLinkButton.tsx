import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FocusEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { OpsAccount, OpsEnrolmentLink } from '@physio/api-contract';
import { ActionDialog } from '../common/ActionDialog';
import { useOpsAction } from '../common/useOpsAction';
import type { OpsDataProvider } from '../dataProvider';
import { formatDateTime } from '../format';

type ShownLink = Pick<OpsEnrolmentLink, 'url' | 'expires_at'>;

/** What AccountCreate passes on (router state) when the new account came with its link (production). */
export interface EnrolmentLinkState {
  enrolmentLink?: ShownLink;
}

/** The link, shown this once: the API keeps only a keyed hash of it. */
function IssuedLink({ link, name, onClose }: { link: ShownLink; name: string; onClose: () => void }) {
  const titleId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Enrolment link for {name}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div" sx={{ mb: 2 }}>
          Send it to {name} by a safe channel (not to a shared inbox). Through it they choose their password and set up
          their authenticator app, once. It is shown only now: issuing another link voids this one.
        </DialogContentText>
        <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'stretch' }}>
          <TextField
            label="Enrolment link"
            value={link.url}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: {
                readOnly: true,
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
              },
            }}
          />
          <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
            Copy link
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Works until {formatDateTime(link.expires_at)}.
        </Typography>
        {copied !== null && (
          <Alert severity={copied ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
            {copied ? 'Copied.' : 'The browser would not copy it: select the link and copy it by hand.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Issues the account's one-time enrolment link (a new person, or one who lost their phone or password): they choose
 * a password and set up their authenticator app through it and are signed in. Asked for in a dialog first, as
 * issuing one voids the earlier.
 */
export function EnrolmentLinkButton() {
  const record = useRecordContext<OpsAccount>();
  const { canAccess } = useCanAccess({ resource: 'accounts', action: 'enrolment-link' });
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as EnrolmentLinkState | null;
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<ShownLink | null>(state?.enrolmentLink ?? null);
  const { run, pending, error, clearError } = useOpsAction(async (dataProvider: OpsDataProvider) => {
    const answer = await dataProvider.issueEnrolmentLink(record!.id);
    setLink(answer.data);
    return answer;
  }, 'Enrolment link issued');
  if (!record || !canAccess) return null;
  const name = record.display_name;
  const close = () => {
    setAsking(false);
    clearError();
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setAsking(true)} disabled={!record.active}>
        Enrolment link
      </Button>
      <ActionDialog
        open={asking}
        title={`Issue an enrolment link for ${name}?`}
        description={
          <>
            Through the link {name} chooses a password and sets up their authenticator app, once, and is then signed in.
            Issuing a new link voids any earlier one.
            {record.totp_enabled && ' Their current password and authenticator app keep working until they use it.'}
          </>
        }
        confirmLabel="Issue link"
        pending={pending}
        error={error}
        onConfirm={() => void run().then((ok) => ok && close())}
        onClose={close}
      />
      {link && (
        <IssuedLink
          link={link}
          name={name}
          onClose={() => {
            setLink(null);
            // Shown once: going back to this page must not show it again.
            if (state?.enrolmentLink) void navigate(location.pathname, { replace: true, state: null });
          }}
        />
      )}
    </>
  );
}
