import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { OpsFinderRequestDetail } from '@physio/api-contract';
import { Section } from '../common/Section';
import { useOpsAction } from '../common/useOpsAction';
import { formatDateTime } from '../format';

/** The team's notes on a request, oldest first, and a box to add one. */
export function NotesSection() {
  const record = useRecordContext<OpsFinderRequestDetail>();
  const { canAccess: canAddNote } = useCanAccess({ resource: 'finder-requests', action: 'add-note' });
  const [body, setBody] = useState('');
  const { run, pending, error } = useOpsAction(
    (dataProvider, text: string) => dataProvider.addRequestNote(record!.id, { body: text }),
    'Note added',
    record && { resource: 'finder-requests', id: record.id },
  );
  if (!record) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    if (await run(body.trim())) setBody('');
  };

  return (
    <Section title="Notes">
      {record.notes.length === 0 ? (
        <Typography>No notes yet.</Typography>
      ) : (
        <List dense disablePadding>
          {record.notes.map((note) => (
            <ListItem key={note.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={note.body}
                secondary={`${note.author}, ${formatDateTime(note.created_at)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canAddNote && (
        <Box component="form" onSubmit={(event) => void submit(event)} sx={{ maxWidth: 640 }} noValidate>
          <TextField
            label="New note"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'Seen by the team only'}
            multiline
            minRows={2}
            fullWidth
            margin="dense"
          />
          <Button type="submit" variant="contained" disabled={pending || !body.trim()} sx={{ mt: 1 }}>
            Add note
          </Button>
        </Box>
      )}
    </Section>
  );
}
