import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import {
  ENQUIRY_NOTE_MAX_LENGTH,
  ENQUIRY_REPLY_MAX_LENGTH,
  type OpsEnquiryDetail,
  type OpsEnquiryEntry,
} from '@physio/api-contract';
import { Section } from '../common/Section';
import { useOpsAction } from '../common/useOpsAction';
import { formatDateTime } from '../format';

const who = (entry: OpsEnquiryEntry) =>
  entry.kind === 'reply'
    ? `Reply emailed by ${entry.author}, ${formatDateTime(entry.created_at)}`
    : `Note by ${entry.author}, ${formatDateTime(entry.created_at)}`;

/** One box and its button: a note for the team, or a reply emailed to the person. */
function EntryForm({
  label,
  help,
  button,
  max,
  error,
  send,
}: {
  label: string;
  help: string;
  button: string;
  max: number;
  error: string | null;
  send: (text: string) => Promise<boolean>;
}) {
  const [body, setBody] = useState('');
  const [pending, setPending] = useState(false);
  const tooLong = Array.from(body).length > max;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || tooLong) return;
    setPending(true);
    if (await send(body.trim())) setBody('');
    setPending(false);
  };
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} sx={{ maxWidth: 640, mt: 2 }} noValidate>
      <TextField
        label={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={tooLong || Boolean(error)}
        helperText={tooLong ? `Keep it to ${max.toLocaleString('en-GB')} characters or fewer` : (error ?? help)}
        multiline
        minRows={2}
        fullWidth
        margin="dense"
      />
      <Button type="submit" variant="contained" disabled={pending || !body.trim() || tooLong} sx={{ mt: 1 }}>
        {button}
      </Button>
    </Box>
  );
}

/**
 * The enquiry's history, oldest first: the team's notes and the replies emailed from here, each with who and when.
 * Nothing in it is ever changed; a correction is a new note.
 */
export function EnquiryHistory() {
  const record = useRecordContext<OpsEnquiryDetail>();
  const { canAccess } = useCanAccess({ resource: 'enquiries', action: 'edit' });
  const target = record && { resource: 'enquiries', id: record.id };
  const note = useOpsAction(
    (dataProvider, text: string) => dataProvider.addEnquiryNote(record!.id, { body: text }),
    'Note added',
    target,
  );
  const reply = useOpsAction(
    (dataProvider, text: string) => dataProvider.sendEnquiryReply(record!.id, { body: text }),
    record ? `Reply to ${record.name} sent` : 'Reply sent',
    target,
  );
  if (!record) return null;
  return (
    <Section title="Notes and replies">
      {record.history.length === 0 ? (
        <Typography>No notes or replies yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Notes and replies">
          {record.history.map((entry) => (
            <ListItem key={entry.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={entry.body}
                secondary={who(entry)}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canAccess && (
        <>
          <EntryForm
            label="New note"
            help="Seen by the team only"
            error={note.error}
            button="Add note"
            max={ENQUIRY_NOTE_MAX_LENGTH}
            send={(text) => note.run(text)}
          />
          <EntryForm
            label={`Reply to ${record.name}`}
            help={`Emailed to ${record.email}; their answer comes to the team inbox`}
            error={reply.error}
            button="Send reply"
            max={ENQUIRY_REPLY_MAX_LENGTH}
            send={(text) => reply.run(text)}
          />
        </>
      )}
    </Section>
  );
}
