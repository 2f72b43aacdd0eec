import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { OpsOwnSessionRow } from '@physio/api-contract';
import { useGetList } from 'react-admin';
import { formatDateTime } from '../format';
import { useDeleteAfterPassword } from './useDeleteAfterPassword';

/** The resource `auth/sessions` of the data provider: the signed-in person's own sessions (GET, DELETE). */
export const OWN_SESSIONS = 'auth/sessions';

/**
 * Where this account is signed in: each browser with when it signed in and was last seen, and a way to end any
 * other (a shared computer, a lost phone). This browser ends its own session with "Sign out".
 */
export function OwnSessions() {
  const { data, isPending, error, refetch } = useGetList<OpsOwnSessionRow>(OWN_SESSIONS, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const {
    deleteRow: end,
    deleting: ending,
    dialog,
  } = useDeleteAfterPassword<OpsOwnSessionRow>(
    OWN_SESSIONS,
    {
      done: (row) => `Signed out ${row.device}`,
      failed: 'That session could not be ended; it may have ended already.',
      dialog: (row) => ({
        title: `End the session on ${row?.device ?? 'that browser'}?`,
        description: 'To end another session, enter your password again.',
        confirmLabel: 'End session',
      }),
    },
    refetch,
  );

  if (isPending) return <Typography>Loading your sessions…</Typography>;
  if (error) return <Typography role="alert">Your sessions could not be loaded. Try again in a moment.</Typography>;

  return (
    <Box>
      <List dense aria-label="Signed-in sessions">
        {data?.map((row) => (
          // The action wraps under the text on a phone instead of covering it (no secondaryAction).
          <ListItem
            key={row.id}
            divider
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0 }}
          >
            <ListItemText
              sx={{ flex: '1 1 240px', m: 0 }}
              primary={row.device}
              secondary={`Signed in ${formatDateTime(row.created_at)} · last seen ${formatDateTime(row.last_seen_at)}`}
            />
            {row.current ? (
              <Chip label="This browser" size="small" />
            ) : (
              <Button size="small" onClick={() => end(row)} disabled={ending} aria-label={`End ${row.device}`}>
                End
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {dialog}
      {data && data.length === 1 && (
        <Typography variant="body2" color="text.secondary">
          You are signed in here only.
        </Typography>
      )}
    </Box>
  );
}
