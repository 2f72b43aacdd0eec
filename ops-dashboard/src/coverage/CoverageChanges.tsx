import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useGetList, useRefresh } from 'react-admin';
import type { OpsCoverageChange } from '@physio/api-contract';
import { formatDateTime } from '../format';
import { districtList, progressText } from './coverageText';

/**
 * Every waitlist email sent marks one person as told, so the districts' "Waiting" counts (the coverage list, the
 * waitlist) fall while an activation's emails go out, long after the list loaded once when the change was made. Each
 * time the progress moves on, the page's data is fetched again (react-admin's refresh).
 */
function useRefreshWaitingAsEmailsGo(changes: OpsCoverageChange[] | undefined) {
  const refresh = useRefresh();
  const progress = changes?.map((c) => `${c.id}:${c.waitlist_emailed}:${c.waitlist_not_sent}:${c.done}`).join(',');
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (progress === undefined) return;
    const before = seen.current;
    seen.current = progress;
    // The first answer is what the page loaded with: nothing has moved on yet.
    if (before === undefined || before === progress) return;
    refresh();
  }, [progress, refresh]);
}

/**
 * The latest coverage changes and how far each activation's waitlist emails have got, refreshed every few seconds
 * while one is still sending.
 */
export function CoverageChanges() {
  const { data } = useGetList<OpsCoverageChange & { id: string }>(
    'coverage-changes',
    { pagination: { page: 1, perPage: 3 }, sort: { field: 'created_at', order: 'DESC' } },
    { refetchInterval: (query) => (query.state.data?.data.some((c) => !c.done) ? 2000 : false) },
  );
  useRefreshWaitingAsEmailsGo(data);
  if (!data || data.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="coverage-changes-title" sx={{ p: 2, mt: 2 }} variant="outlined">
      <Typography id="coverage-changes-title" variant="h6" component="h2" gutterBottom>
        Latest coverage changes
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {data.map((change) => (
          <li key={change.id}>
            <Typography variant="body2">
              <strong>{change.action === 'activated' ? 'Activated' : 'Withdrawn'}</strong>{' '}
              {districtList(change.districts, 8)} · {formatDateTime(change.created_at)}
            </Typography>
            <Typography variant="body2" color="text.secondary" role="status">
              {progressText(change)}
            </Typography>
            {change.action === 'activated' && change.waitlist_total > 0 && (
              <LinearProgress
                variant="determinate"
                value={Math.min(100, (100 * change.waitlist_emailed) / change.waitlist_total)}
                aria-label={`Waitlist emails sent for the change of ${formatDateTime(change.created_at)}`}
                sx={{ mt: 0.5, maxWidth: 480 }}
              />
            )}
          </li>
        ))}
      </Box>
    </Paper>
  );
}
