import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, Show, useRecordContext } from 'react-admin';
import {
  ENQUIRY_STATUS_LABELS,
  QUEUE_REASON_LABELS,
  shortReference,
  URGENCY_DESCRIPTIONS,
  URGENCY_LABELS,
  type OpsFinderRequestDetail,
} from '@physio/api-contract';
import { conditionLabel, requestStatusLabel, subjectLabel } from '../common/choices';
import { Facts } from '../common/Facts';
import { RecordLayout } from '../common/RecordLayout';
import { Section } from '../common/Section';
import { useNow } from '../common/useNow';
import { formatDateTime } from '../format';
import { CandidatesSection } from './CandidatesSection';
import { NotesSection } from './NotesSection';
import { OffersTimeline } from './OffersTimeline';
import { ReplyDeadlineText } from './ReplyDeadlineText';
import { RequestActions } from './RequestActions';
import { WorkingSection } from './WorkingSection';
import { miles, percent, SCORE_PARTS } from './score';

function RequestTitle() {
  const record = useRecordContext<OpsFinderRequestDetail>();
  return (
    <span>
      {record
        ? `${URGENCY_LABELS[record.urgency]} request, ${record.district}: ${conditionLabel(record.condition)}`
        : 'Request'}
    </span>
  );
}

function RequestSummary() {
  const record = useRecordContext<OpsFinderRequestDetail>()!;
  const now = useNow();
  return (
    <Section title="Request">
      <Facts
        items={[
          ['Status', requestStatusLabel(record)],
          // The queue's words for a promise at risk; other reasons (phone only, no match) are what Status says.
          record.queue_reason !== null && ['Why it needs a person', QUEUE_REASON_LABELS[record.queue_reason]],
          ['Reference', shortReference(record.id) ?? record.id],
          ['Reply promise', <ReplyDeadlineText key="reply" record={record} now={now} />],
          ['Urgency', `${URGENCY_LABELS[record.urgency]} (${URGENCY_DESCRIPTIONS[record.urgency]})`],
          ['Condition', conditionLabel(record.condition)],
          ['Postcode', record.postcode],
          ['Received', formatDateTime(record.created_at)],
          [
            'Matched with',
            record.matched_physiotherapist_id ? (
              <Link to={`/physiotherapists/${record.matched_physiotherapist_id}/show`}>
                {record.matched_physiotherapist_name}
              </Link>
            ) : (
              'No one yet'
            ),
          ],
          record.matched_at !== null && ['Matching decided', formatDateTime(record.matched_at)],
          record.assigned_by !== null && ['Assigned by', record.assigned_by],
          record.over_capacity_reason !== null && ['Over capacity because', record.over_capacity_reason],
          record.status_changed_at !== null && ['Status changed', formatDateTime(record.status_changed_at)],
          record.cancel_reason !== null && ['Cancelled because', record.cancel_reason],
        ]}
      />
    </Section>
  );
}

function FamilyContact() {
  const record = useRecordContext<OpsFinderRequestDetail>()!;
  if (!record.has_contact_details)
    return (
      <Section title="Family">
        <Typography>
          The family left no contact details: they see their result on the website only, and can message us quoting
          their reference (below).
        </Typography>
        {record.additional_info && <Facts items={[['What they told us', record.additional_info]]} />}
      </Section>
    );
  return (
    <Section title="Family">
      {record.status === 'unconfirmed' && (
        <Typography sx={{ mb: 2 }}>
          They left a phone number but no email, so no link could confirm this request: nothing has been passed on and
          no place is held. Call them to confirm, then assign a physiotherapist.
        </Typography>
      )}
      <Facts
        items={[
          ['Name', record.contact_name],
          [
            'Email',
            record.contact_email && <MuiLink href={`mailto:${record.contact_email}`}>{record.contact_email}</MuiLink>,
          ],
          [
            'Phone',
            record.contact_phone && (
              <MuiLink href={`tel:${record.contact_phone.replace(/\s+/g, '')}`}>{record.contact_phone}</MuiLink>
            ),
          ],
          [
            'Consent',
            record.consent_given_at ? `Given on ${formatDateTime(record.consent_given_at)}` : 'No consent recorded',
          ],
          ['What they told us', record.additional_info],
        ]}
      />
    </Section>
  );
}

/** Contact-form messages that quote this request's reference: how a family with no contact details reaches us. */
function QuotingMessages() {
  const record = useRecordContext<OpsFinderRequestDetail>()!;
  const reference = shortReference(record.id) ?? record.id;
  return (
    <Section title="Messages quoting this reference">
      {record.enquiries.length === 0 ? (
        <Typography>No message has quoted {reference} yet.</Typography>
      ) : (
        <Table size="small" aria-label="Messages quoting this reference">
          <TableHead>
            <TableRow>
              <TableCell>From</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Received</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.enquiries.map((enquiry) => (
              <TableRow key={enquiry.id}>
                <TableCell>
                  <Link to={`/enquiries/${enquiry.id}/show`}>{enquiry.name}</Link>
                </TableCell>
                <TableCell>{subjectLabel(enquiry.subject)}</TableCell>
                <TableCell>{ENQUIRY_STATUS_LABELS[enquiry.status]}</TableCell>
                <TableCell>{formatDateTime(enquiry.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

function MatchScore() {
  const record = useRecordContext<OpsFinderRequestDetail>()!;
  const score = record.match_score;
  if (!score) return null;
  return (
    <Section title="Match score">
      <Table size="small" aria-label="Match score breakdown" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Part</TableCell>
            <TableCell align="right">Score</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SCORE_PARTS.map(({ key, label }) => (
            <TableRow key={key}>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{percent(score[key])}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {percent(score.total)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Distance</TableCell>
            <TableCell align="right">{miles(score.distance_miles)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Section>
  );
}

export default function FinderRequestShow() {
  return (
    <Show title={<RequestTitle />} actions={<RequestActions />}>
      <RecordLayout isDetail={(record) => Array.isArray(record.candidates)}>
        <RequestSummary />
        <WorkingSection />
        <OffersTimeline />
        <FamilyContact />
        <QuotingMessages />
        <MatchScore />
        <CandidatesSection />
        <NotesSection />
      </RecordLayout>
    </Show>
  );
}
