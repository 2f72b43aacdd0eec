import { Alert, Box, Button, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { Title, useDataProvider, usePermissions } from 'react-admin';
import type { OpsBackgroundWorkWarning, OpsHomeFigures, OpsRole } from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import type { OpsDataProvider } from '../dataProvider';
import { formatDateTime } from '../format';
import { duration } from '../queue-health/duration';
import { BACKGROUND_WORK_PATH } from '../queue-health/paths';
import { filteredListPath } from './links';

/** The home page's counted figures (background_work is the warning above them). */
type FigureKey = Exclude<keyof OpsHomeFigures, 'background_work'>;

interface Figure {
  key: FigureKey;
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
    key: 'promises_at_risk',
    label: 'Promises at risk',
    to: filteredListPath('finder-requests', { promise_at_risk: true }),
    help: 'Families not contacted or whose first visit did not happen, requests offered twice with no taker, and offers not answered by their deadline.',
    alarm: true,
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
    to: BACKGROUND_WORK_PATH,
    help: 'Emails or matching that failed after every retry: retry or remove them under Background work.',
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

/** Background work needs a look: said above the figures, with the way to it. */
function BackgroundWorkWarning({ warning }: { warning: OpsBackgroundWorkWarning }) {
  const reasons = [
    warning.outbox_delayed &&
      `events have waited ${warning.oldest_outbox_age_seconds === null ? 'too long' : duration(warning.oldest_outbox_age_seconds)} to reach the job queues, so matching and emails are behind`,
    warning.failed_jobs_growing && 'background jobs have failed and wait for someone to retry or remove them',
  ].filter(Boolean);
  const sentence = reasons.join('; ');
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        <Button component={RouterLink} to={BACKGROUND_WORK_PATH} color="inherit" variant="outlined" size="small">
          Open Background work
        </Button>
      }
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Background work needs a look
      </Typography>
      <Typography variant="body2">
        {sentence.charAt(0).toUpperCase() + sentence.slice(1)}
        {warning.since ? ` (since ${formatDateTime(warning.since)}).` : '.'}
      </Typography>
    </Alert>
  );
}

/** Today's figures through the data provider and react-admin's query client (fresh on each visit to the page). */
function useHomeFigures(): { figures?: OpsHomeFigures; error?: string } {
  const dataProvider = useDataProvider<OpsDataProvider>();
  const query = useQuery({
    queryKey: ['home'],
    queryFn: async () => (await dataProvider.getHome()).data,
    staleTime: 0,
  });
  return { figures: query.data, error: query.error ? errorMessage(query.error) : undefined };
}

function TeamHome() {
  const { figures, error } = useHomeFigures();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Today’s work" />
      {error && <Alert severity="error">{error}</Alert>}
      {!figures && !error && <Typography>Loading today’s figures…</Typography>}
      {figures?.background_work && <BackgroundWorkWarning warning={figures.background_work} />}
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

/** Analysts' one page is the demand report: they land on it. */
function AnalystHome() {
  return <Navigate to="/demand" replace />;
}

export function Dashboard() {
  const { permissions, isPending } = usePermissions<OpsRole>();
  if (isPending) return null;
  return permissions === 'analyst' ? <AnalystHome /> : <TeamHome />;
}
