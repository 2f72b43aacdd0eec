import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { Section } from '../common/Section';
import { useOpsAction } from '../common/useOpsAction';
import { formatDate, todayInLondon } from '../format';

/** Whether they are paused: matching offers them nothing up to and including the day. */
export function pauseText(until: string | null, today = todayInLondon()): string {
  if (!until || until < today) return 'Receiving new offers';
  return `Paused: no new offers until ${formatDate(until)} (included). Offers already made stand.`;
}

/** The current pause of new offers (a holiday), which a coordinator can set or clear; each change is audited. */
export function OffersPause() {
  const record = useRecordContext<OpsPhysiotherapist>();
  const { canAccess: canChange } = useCanAccess({ resource: 'physiotherapists', action: 'edit' });
  const [until, setUntil] = useState('');
  const { run, pending, error } = useOpsAction(
    (dataProvider, day: string | null) => dataProvider.pauseOffers(record!.id, { until: day }),
    'Saved',
    record && { resource: 'physiotherapists', id: record.id },
  );
  if (!record) return null;
  const today = todayInLondon();
  const paused = Boolean(record.offers_paused_until && record.offers_paused_until >= today);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (until && (await run(until))) setUntil('');
  };

  return (
    <Section title="New offers">
      <Typography sx={{ mb: 1 }}>{pauseText(record.offers_paused_until, today)}</Typography>
      {canChange && (
        <Box
          component="form"
          onSubmit={(event) => void submit(event)}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
        >
          <TextField
            type="date"
            label={paused ? 'Change the pause to end on' : 'Pause new offers until'}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'The last day they get no new offer, e.g. the end of a holiday'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            size="small"
            fullWidth={false}
            sx={{ minWidth: 240 }}
          />
          <Button type="submit" variant="contained" disabled={pending || !until} sx={{ mt: 0.25 }}>
            {paused ? 'Change pause' : 'Pause offers'}
          </Button>
          {paused && (
            <Button variant="outlined" disabled={pending} onClick={() => void run(null)} sx={{ mt: 0.25 }}>
              Resume offers now
            </Button>
          )}
        </Box>
      )}
    </Section>
  );
}
