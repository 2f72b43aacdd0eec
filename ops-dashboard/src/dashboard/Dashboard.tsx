import { Alert, Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Title, useDataProvider, useGetIdentity, usePermissions } from 'react-admin';
import type { OpsHomeFigures, OpsRole } from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import type { OpsDataProvider } from '../dataProvider';
import { filteredListPath } from './links';

interface Figure {
  key: keyof OpsHomeFigures;
  label: string;
  /** Where the figure's rows are listed; none for figures the dashboard has no list of. */
  to?: string;
  help?: string;
  /** A non-zero value is a problem, not just work to do. */
  alarm?: boolean;
}

const FIGURES: Figure[] = [
  {
    key: 'requests_needing_attention',
    label: 'Requests needing attention',
    to: filteredListPath('finder-requests', { needs_attention: true }),
  },
  {
    key: 'requests_overdue',
    label: 'Past the 24-hour reply',
    to: filteredListPath('finder-requests', { needs_attention: true, overdue: true }),
    alarm: true,
  },
  {
    key: 'urgent_requests_waiting',
    label: 'Urgent requests waiting',
    to: filteredListPath('finder-requests', { needs_attention: true, urgency: 'urgent' }),
  },
  {
    key: 'open_enquiries',
    label: 'Open enquiries',
    to: filteredListPath('enquiries', { status: ['new', 'in-progress'] }),
  },
  {
    key: 'hcpc_checks_overdue',
    label: 'HCPC checks over 12 months old',
    to: filteredListPath('physiotherapists', { hcpc_overdue: true }),
    alarm: true,
  },
  {
    key: 'dbs_checks_overdue',
    label: 'DBS checks over 3 years old',
    to: filteredListPath('physiotherapists', { dbs_overdue: true }),
    alarm: true,
  },
  {
    key: 'failed_jobs',
    label: 'Failed background jobs',
    help: 'Emails or matching that failed after every retry: an administrator checks the worker logs.',
    alarm: true,
  },
];

function FigureCard({ figure, value }: { figure: Figure; value: number | null }) {
  const flagged = figure.alarm && value !== null && value > 0;
  const content = (
    <CardContent>
      <Typography component="p" variant="h4" sx={{ fontWeight: 600, color: flagged ? '#a4161a' : 'text.primary' }}>
        {value ?? '—'}
      </Typography>
      <Typography component="h2" variant="subtitle1">
        {figure.label}
        {flagged && <span> (needs action)</span>}
      </Typography>
      {value === null && (
        <Typography variant="body2" color="text.secondary">
          Not available: the job queues could not be read.
        </Typography>
      )}
      {figure.help && (
        <Typography variant="body2" color="text.secondary">
          {figure.help}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {figure.to ? (
        <CardActionArea component={RouterLink} to={figure.to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

function useHomeFigures() {
  const dataProvider = useDataProvider<OpsDataProvider>();
  const [state, setState] = useState<{ figures?: OpsHomeFigures; error?: string }>({});
  useEffect(() => {
    let cancelled = false;
    dataProvider.getHome().then(
      ({ data }) => !cancelled && setState({ figures: data }),
      (error: unknown) => !cancelled && setState({ error: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);
  return state;
}

function TeamHome() {
  const { figures, error } = useHomeFigures();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Today’s work" />
      {error && <Alert severity="error">{error}</Alert>}
      {!figures && !error && <Typography>Loading today’s figures…</Typography>}
      {figures && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {FIGURES.map((figure) => (
            <FigureCard key={figure.key} figure={figure} value={figures[figure.key]} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Analysts have no lists yet: say so plainly instead of an empty menu. */
function AnalystHome() {
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title="Welcome" />
      <Typography component="h2" variant="h6" gutterBottom>
        {identity?.fullName ? `Signed in as ${identity.fullName}, analyst` : 'Signed in as an analyst'}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Demand and coverage reports for analysts are on their way. Until they arrive, this dashboard has no lists for
        your role: the requests queue, physiotherapists, enquiries and accounts hold personal details and are open to
        coordinators and administrators only.
      </Typography>
      <Typography>
        You can change your password and set up your authenticator app under <Link to="/my-account">My account</Link>.
      </Typography>
    </Box>
  );
}

export function Dashboard() {
  const { permissions, isPending } = usePermissions<OpsRole>();
  if (isPending) return null;
  return permissions === 'analyst' ? <AnalystHome /> : <TeamHome />;
}
