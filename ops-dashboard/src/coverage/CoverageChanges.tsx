import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { OpsCoverageChange } from '@physio/api-contract';
import { formatDateTime } from '../format';
import { districtList, progressText } from './coverageText';

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
