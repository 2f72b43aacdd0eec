import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import SearchIcon from '@mui/icons-material/Search';
import {
  DATA_RIGHTS_KIND_LABELS,
  DATA_RIGHTS_KINDS,
  type DataRightsCounts,
  type DataRightsGroup,
  type DataRightsSearchResult,
} from '@physio/api-contract';
import { useRef, useState, type FormEvent } from 'react';
import { Title, useCanAccess } from 'react-admin';
import { errorMessage } from '../apiErrors';
import { Section } from '../common/Section';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';
import { AccessDenied } from '../layout/PlainPages';
import { downloadPersonalData, searchPersonalData } from './dataRightsApi';
import { EraseDialog } from './EraseDialog';

const COLUMNS = ['Collected', 'Name', 'Contact', 'Place', 'Details'] as const;

function GroupRecords({ group }: { group: DataRightsGroup }) {
  const small = useIsSmall();
  const more = group.count - group.items.length;
  const cells = (item: DataRightsGroup['items'][number]) => [
    formatDateTime(item.collected_at),
    item.name ?? '—',
    item.contact ?? '—',
    item.place ?? '—',
    item.summary,
  ];
  return (
    <Section title={`${group.label} (${group.count})`} id={`data-rights-${group.kind}`}>
      {small ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {group.items.map((item) => (
            <Card component="li" key={item.id} variant="outlined">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
                  {cells(item).map((value, i) => (
                    <Box key={COLUMNS[i]} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {COLUMNS[i]}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-label={group.label}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {group.items.map((item) => (
              <TableRow key={item.id}>
                {cells(item).map((value, i) => (
                  <TableCell key={COLUMNS[i]} sx={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {more > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {more} more not shown here: the export holds every one.
        </Typography>
      )}
    </Section>
  );
}

function ErasedSummary({
  erased,
  identifier,
  onSearchAgain,
}: {
  erased: DataRightsCounts;
  identifier: string;
  onSearchAgain: () => void;
}) {
  const parts = DATA_RIGHTS_KINDS.filter((kind) => erased[kind] > 0).map(
    (kind) => `${DATA_RIGHTS_KIND_LABELS[kind]}: ${erased[kind]}`,
  );
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onSearchAgain}>
          Search again
        </Button>
      }
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Erased everything held for {identifier}
      </Typography>
      <Typography variant="body2">{parts.join('; ')}. The erasure is in the audit log.</Typography>
    </Alert>
  );
}

/**
 * Data requests (UK GDPR articles 15 and 17), admins only: find what is held about an email address or UK phone
 * number, confirm the person from names, places and dates, download the export, erase.
 */
export default function DataRequestsPage() {
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'data-rights', action: 'erase' });
  const [identifier, setIdentifier] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The identifier the shown results are for (the box may have been edited since).
  const [searched, setSearched] = useState<string | null>(null);
  const [result, setResult] = useState<DataRightsSearchResult | null>(null);
  const [erased, setErased] = useState<{ counts: DataRightsCounts; normalised: string } | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  if (checking) return null;
  if (!canAccess) return <AccessDenied />;

  const search = async (text: string) => {
    if (!text.trim()) {
      setFieldError('Enter an email address or a UK phone number');
      return;
    }
    setPending(true);
    setError(null);
    setErased(null);
    setExported(false);
    try {
      setResult(await searchPersonalData({ identifier: text }));
      setSearched(text);
      // Screen readers hear the outcome; keyboard users continue from it.
      setTimeout(() => resultsHeading.current?.focus(), 0);
    } catch (failure) {
      const fields = (failure as { body?: { errors?: Record<string, unknown> } }).body?.errors ?? {};
      if (typeof fields.identifier === 'string') setFieldError(fields.identifier);
      else setError(errorMessage(failure));
      setResult(null);
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(identifier);
  };

  const exportFile = async () => {
    if (!searched) return;
    setExporting(true);
    setError(null);
    try {
      await downloadPersonalData({ identifier: searched });
      setExported(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };

  const kindOf = result?.identifier_type === 'phone' ? 'phone number' : 'email address';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Title title="Data requests" />
      <Typography>
        When someone asks for a copy of their data or for it to be erased: search by their email address or phone
        number, check from the names, places and dates that it is them, then export or erase. Every search is in the
        audit log.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate role="search" aria-label="Find a person’s data">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Email address or UK phone number"
            value={identifier}
            onChange={(event) => {
              setIdentifier(event.target.value);
              setFieldError(null);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'e.g. jane@example.com or 07911 123456 (any spelling)'}
            autoComplete="off"
            required
            sx={{ flex: 1, minWidth: { sm: 360 } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            disabled={pending}
            sx={{ mt: { sm: 1 } }}
          >
            Search
          </Button>
        </Stack>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {erased && searched && (
        <ErasedSummary
          erased={erased.counts}
          identifier={erased.normalised}
          onSearchAgain={() => void search(searched)}
        />
      )}
      {result && !erased && (
        <Box>
          <Typography ref={resultsHeading} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
            {result.total === 0
              ? `Nothing is held for the ${kindOf} ${result.normalised}`
              : `${result.total} record${result.total === 1 ? '' : 's'} held for the ${kindOf} ${result.normalised}`}
          </Typography>
          {result.total > 0 && (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  onClick={() => void exportFile()}
                  disabled={exporting}
                >
                  Export JSON
                </Button>
                <Button
                  variant="contained"
                  color="error"
                  startIcon={<DeleteForeverIcon />}
                  onClick={() => setConfirming(true)}
                >
                  Erase…
                </Button>
              </Stack>
              {exported && (
                <Alert severity="info" role="status" sx={{ mb: 2 }}>
                  The export was downloaded. Send it to the person by a secure route.
                </Alert>
              )}
              {result.groups
                .filter((group) => group.count > 0)
                .map((group) => (
                  <GroupRecords key={group.kind} group={group} />
                ))}
              {searched && (
                <EraseDialog
                  open={confirming}
                  identifier={searched}
                  result={result}
                  onClose={() => setConfirming(false)}
                  onErased={(counts) => {
                    setConfirming(false);
                    setErased({ counts, normalised: result.normalised });
                    setResult(null);
                  }}
                />
              )}
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
