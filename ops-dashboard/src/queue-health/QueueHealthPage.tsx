import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Title, useCanAccess, useDataProvider, useNotify } from 'react-admin';
import {
  QUEUE_HEALTH_INCIDENT_LABELS,
  type OpsFailedJob,
  type OpsQueueCounts,
  type OpsQueueHealth,
} from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import { ActionDialog } from '../common/ActionDialog';
import { Facts } from '../common/Facts';
import { Section } from '../common/Section';
import type { OpsDataProvider } from '../dataProvider';
import { formatDateTime } from '../format';
import { AccessDenied } from '../layout/PlainPages';
import { duration } from './duration';

/** The page looks again this often while it is open. */
export const REFRESH_MS = 5000;

const ALARM = '#a4161a';

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The figures, through the data provider and react-admin's query client: now, then every REFRESH_MS while the tab is
 * shown (a hidden tab is not polled, and catches up when shown again). A failed refresh keeps the last figures.
 */
function useQueueHealth() {
  const dataProvider = useDataProvider<OpsDataProvider>();
  const query = useQuery({
    queryKey: ['queue-health'],
    queryFn: async () => (await dataProvider.getQueueHealth()).data,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
    retry: false,
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return {
    health: query.data ?? null,
    error: query.error ? errorMessage(query.error) : null,
    updatedAt: query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : null,
    refresh,
  };
}

function QueueTable({ queues }: { queues: OpsQueueCounts[] }) {
  const columns = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
  return (
    // On a narrow phone the table may still be wider than the screen: it scrolls on its own, reachable by keyboard.
    <TableContainer tabIndex={0} role="region" aria-labelledby="section-queues" sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-labelledby="section-queues"
        sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Queue</TableCell>
            {columns.map((column) => (
              <TableCell key={column} align="right" sx={{ textTransform: 'capitalize' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.map((queue) => (
            <TableRow key={queue.queue}>
              <TableCell component="th" scope="row">
                {queue.queue}
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  align="right"
                  sx={column === 'failed' && queue.failed > 0 ? { color: ALARM, fontWeight: 600 } : undefined}
                >
                  {queue[column].toLocaleString('en-GB')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OutboxFacts({ outbox }: { outbox: OpsQueueHealth['outbox'] }) {
  const late = outbox.oldest_age_seconds !== null && outbox.oldest_age_seconds > outbox.max_age_seconds;
  return (
    <Facts
      items={[
        ['Events waiting', outbox.rows.toLocaleString('en-GB')],
        [
          'Oldest has waited',
          outbox.oldest_age_seconds === null ? (
            'Nothing is waiting'
          ) : (
            <Box component="span" sx={late ? { color: ALARM, fontWeight: 600 } : undefined}>
              {duration(outbox.oldest_age_seconds)}
              {late && ' (too long)'}
            </Box>
          ),
        ],
        ['Limit before an alert', duration(outbox.max_age_seconds)],
      ]}
    />
  );
}

function FailedJobCard({
  job,
  onRetry,
  onRemove,
  canRetry,
  canRemove,
}: {
  job: OpsFailedJob;
  onRetry: () => void;
  onRemove: () => void;
  canRetry: boolean;
  canRemove: boolean;
}) {
  const headingId = `job-${job.queue}-${job.job_id}`.replace(/[^\w-]/g, '_');
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 0 }}>
        <Typography
          id={headingId}
          component="h4"
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {job.template ? `${job.name}: ${job.template}` : job.name}
        </Typography>
        <Facts
          items={[
            ['Error', job.error],
            ['Records', job.record_ids.join(', ')],
            ['Job id', job.job_id],
            ['Failed at', formatDateTime(job.failed_at)],
            ['Attempts made', String(job.attempts_made)],
          ]}
        />
      </CardContent>
      <CardActions>
        <Button onClick={onRetry} disabled={!canRetry} aria-label={`Retry job ${job.job_id}`}>
          Retry
        </Button>
        <Button onClick={onRemove} disabled={!canRemove} color="error" aria-label={`Remove job ${job.job_id}`}>
          Remove
        </Button>
      </CardActions>
    </Card>
  );
}

function FailedJobs({ health, refresh }: { health: OpsQueueHealth; refresh: () => Promise<void> }) {
  const dataProvider = useDataProvider<OpsDataProvider>();
  const notify = useNotify();
  const { canAccess: canRetry } = useCanAccess({ resource: 'queue-health', action: 'retry' });
  const { canAccess: canRemove } = useCanAccess({ resource: 'queue-health', action: 'delete' });
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<OpsFailedJob | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const act = async (key: string, call: () => Promise<unknown>, success: string) => {
    setBusy(key);
    try {
      await call();
      notify(success, { type: 'success' });
      await refresh();
      return true;
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy('remove');
    setRemoveError(null);
    try {
      await dataProvider.removeJob(removing.queue, removing.job_id);
      notify(`Job ${removing.job_id} removed`, { type: 'success' });
      setRemoving(null);
      await refresh();
    } catch (failure) {
      setRemoveError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const withFailures = health.queues.filter((queue) => queue.failed > 0);
  if (withFailures.length === 0) return <Typography>No failed jobs.</Typography>;
  return (
    <>
      {withFailures.map((queue) => {
        const jobs = health.failed_jobs.filter((job) => job.queue === queue.queue);
        const headingId = `failed-in-${queue.queue}`;
        return (
          <Box key={queue.queue} component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {queue.queue}: {queue.failed} failed
                {jobs.length < queue.failed && ` (the newest ${jobs.length} shown)`}
              </Typography>
              {canRetry && (
                <Button
                  variant="outlined"
                  disabled={busy !== null}
                  onClick={() =>
                    void act(
                      `all-${queue.queue}`,
                      () => dataProvider.retryFailedJobs(queue.queue),
                      `Every failed job in ${queue.queue} will run again`,
                    )
                  }
                  aria-label={`Retry all ${queue.failed} failed jobs in ${queue.queue}`}
                >
                  Retry all {queue.failed}
                </Button>
              )}
            </Box>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {jobs.map((job) => (
                <FailedJobCard
                  key={job.job_id}
                  job={job}
                  canRetry={busy === null && Boolean(canRetry)}
                  canRemove={busy === null && Boolean(canRemove)}
                  onRetry={() =>
                    void act(
                      `retry-${job.job_id}`,
                      () => dataProvider.retryJob(job.queue, job.job_id),
                      `Job ${job.job_id} will run again`,
                    )
                  }
                  onRemove={() => {
                    setRemoveError(null);
                    setRemoving(job);
                  }}
                />
              ))}
            </Box>
          </Box>
        );
      })}
      <ActionDialog
        open={removing !== null}
        title="Remove this failed job?"
        description={
          removing && (
            <>
              Job {removing.job_id} ({removing.template ?? removing.name}) will be deleted and will not run again: the
              email or matching it stands for will not happen unless someone does it another way. The records it names
              are not changed.
            </>
          )
        }
        confirmLabel="Remove job"
        dismissLabel="Keep it"
        pending={busy === 'remove'}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

function BackgroundWork() {
  const { health, error, updatedAt, refresh } = useQueueHealth();
  return (
    // Never wider than the screen on a phone (react-admin's content area grows with its widest child).
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: { xs: '100vw', md: 1100 }, boxSizing: 'border-box' }}>
      <Title title="Background work" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {updatedAt ? `Updated at ${timeOfDay.format(updatedAt)}. ` : 'Loading… '}
        This page looks again every {REFRESH_MS / 1000} seconds while it is open.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not refresh: {error}
          {health && ' The figures below are from the last time it worked.'}
        </Alert>
      )}
      {health?.redis === 'down' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The job queues cannot be reached: Redis does not answer. Queue counts and failed jobs are unknown until it is
          back; nothing waiting in the outbox is lost.
        </Alert>
      )}
      {health && health.incidents.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {health.incidents.map((incident) => (
            <Box key={incident.id}>
              {QUEUE_HEALTH_INCIDENT_LABELS[incident.kind]} since {formatDateTime(incident.opened_at)}
              {incident.alert_queued ? ' (the coordinators have been emailed).' : '.'}
            </Box>
          ))}
        </Alert>
      )}
      {health && (
        <>
          <Section title="Queues">
            {health.redis === 'up' ? (
              <QueueTable queues={health.queues} />
            ) : (
              <Typography>Unknown while Redis is down.</Typography>
            )}
          </Section>
          <Section title="Outbox" id="section-outbox">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Events saved with each change, waiting for the worker to hand them to the queues.
            </Typography>
            <OutboxFacts outbox={health.outbox} />
          </Section>
          <Section title="Failed jobs">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Jobs that used up their retries. Retry runs one again; Remove deletes it for good. Errors are shown
              without email addresses or phone numbers.
            </Typography>
            {health.redis === 'up' ? (
              <FailedJobs health={health} refresh={refresh} />
            ) : (
              <Typography>Unknown while Redis is down.</Typography>
            )}
          </Section>
        </>
      )}
    </Box>
  );
}

/** Background work: coordinators and admins (the menu shows it to them only; the API answers 403 to others). */
export default function QueueHealthPage() {
  const { canAccess, isPending } = useCanAccess({ resource: 'queue-health', action: 'list' });
  if (isPending) return null;
  return canAccess ? <BackgroundWork /> : <AccessDenied />;
}
