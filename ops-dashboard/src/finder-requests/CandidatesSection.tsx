import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useCanAccess, useRecordContext } from 'react-admin';
import type { OpsCandidate, OpsFinderRequestDetail } from '@physio/api-contract';
import { Flag } from '../common/Flag';
import { Section } from '../common/Section';
import { useIsSmall } from '../common/useIsSmall';
import { visuallyHidden } from '../common/visuallyHidden';
import { AssignDialog } from './AssignDialog';
import { allowedActions } from './request-actions';
import { oneDecimal, percent } from './score';
import { whyNoMatch } from './why-no-match';

/** Eligible candidates first (best score first), then the others, nearest first. */
export function orderCandidates(candidates: readonly OpsCandidate[]): OpsCandidate[] {
  return [...candidates].sort(
    (a, b) =>
      Number(b.eligible) - Number(a.eligible) ||
      (b.score?.total ?? -1) - (a.score?.total ?? -1) ||
      a.distance_miles - b.distance_miles,
  );
}

const physioLink = (candidate: OpsCandidate) => `/physiotherapists/${candidate.physiotherapist_id}/show`;

function Eligibility({ candidate }: { candidate: OpsCandidate }) {
  return candidate.eligible ? <strong>Eligible</strong> : <span>Not eligible</span>;
}

/** "3.1 of 8 miles": how far the family is, against how far they travel. */
function Distance({ candidate }: { candidate: OpsCandidate }) {
  return (
    <span>
      {oneDecimal(candidate.distance_miles)} of {candidate.travel_radius_miles} miles
    </span>
  );
}

function Load({ candidate }: { candidate: OpsCandidate }) {
  return (
    <span>
      {candidate.matched_this_week} of {candidate.weekly_capacity}
      {!candidate.has_capacity && <Flag>Full</Flag>}
    </span>
  );
}

function Reasons({ candidate }: { candidate: OpsCandidate }) {
  if (candidate.reasons.length === 0) return <span>—</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {candidate.reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </Box>
  );
}

/** The physiotherapists matching considered, with why each fits or not, and an Assign action for each. */
export function CandidatesSection() {
  const record = useRecordContext<OpsFinderRequestDetail>();
  const isSmall = useIsSmall();
  const { canAccess: canAssign } = useCanAccess({ resource: 'finder-requests', action: 'assign' });
  const [assigning, setAssigning] = useState<OpsCandidate | null>(null);
  if (!record) return null;
  const candidates = orderCandidates(record.candidates);
  const assignable = canAssign && allowedActions(record).assign;
  const assignButton = (candidate: OpsCandidate) =>
    assignable && candidate.physiotherapist_id !== record.matched_physiotherapist_id ? (
      <Button size="small" variant="outlined" onClick={() => setAssigning(candidate)}>
        Assign<Box component="span" sx={visuallyHidden}>{` ${candidate.name}`}</Box>
      </Button>
    ) : candidate.physiotherapist_id === record.matched_physiotherapist_id ? (
      <span>Assigned</span>
    ) : null;

  const unmatched = record.matched_physiotherapist_id === null;
  return (
    <Section title="Candidates">
      {unmatched && (
        <Typography sx={{ mb: 1 }} data-testid="why-no-match">
          <strong>Why no match:</strong> {whyNoMatch(record.candidates, record.urgency)}
        </Typography>
      )}
      {candidates.length === 0 ? (
        !unmatched && <Typography>No physiotherapist lists this condition near this district.</Typography>
      ) : isSmall ? (
        // Folded at phone width: a card each makes the page thousands of pixels long, and the line above says why.
        <Box component="details" sx={{ '& > summary': { cursor: 'pointer', py: 1, fontWeight: 600 } }}>
          <summary>
            Show the {candidates.length} candidate{candidates.length === 1 ? '' : 's'}
          </summary>
          <Box sx={{ display: 'grid', gap: 1 }}>
            {candidates.map((candidate) => (
              <Card key={candidate.physiotherapist_id} variant="outlined">
                <CardContent>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    <Link to={physioLink(candidate)}>{candidate.name}</Link>
                  </Typography>
                  <Typography variant="body2">
                    <Eligibility candidate={candidate} />
                    {candidate.score && ` · score ${percent(candidate.score.total)}`} ·{' '}
                    <Distance candidate={candidate} /> · <Load candidate={candidate} /> this week
                  </Typography>
                  {candidate.reasons.length > 0 && (
                    <Typography variant="body2" component="div">
                      <Reasons candidate={candidate} />
                    </Typography>
                  )}
                  <Box sx={{ mt: 1 }}>{assignButton(candidate)}</Box>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Candidates">
            <TableHead>
              <TableRow>
                <TableCell>Physiotherapist</TableCell>
                <TableCell>Eligible</TableCell>
                <TableCell align="right">Score</TableCell>
                <TableCell align="right">Distance of radius</TableCell>
                <TableCell>This week</TableCell>
                <TableCell>Reasons</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Action
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {candidates.map((candidate) => (
                <TableRow key={candidate.physiotherapist_id}>
                  <TableCell>
                    <Link to={physioLink(candidate)}>{candidate.name}</Link>
                  </TableCell>
                  <TableCell>
                    <Eligibility candidate={candidate} />
                  </TableCell>
                  <TableCell align="right">{candidate.score ? percent(candidate.score.total) : '—'}</TableCell>
                  <TableCell align="right">
                    <Distance candidate={candidate} />
                  </TableCell>
                  <TableCell>
                    <Load candidate={candidate} />
                  </TableCell>
                  <TableCell>
                    <Reasons candidate={candidate} />
                  </TableCell>
                  <TableCell>{assignButton(candidate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {assigning && <AssignDialog requestId={record.id} candidate={assigning} onClose={() => setAssigning(null)} />}
    </Section>
  );
}
