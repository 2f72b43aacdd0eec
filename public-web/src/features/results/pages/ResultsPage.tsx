import { Box, Button, Container, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FinderRequestView } from '@physio/api-contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../app/http';
import { SITE_NAME } from '../../../app/seo';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ArrowLeftIcon, CheckCircleIcon, HeartIcon, SearchIcon } from '../../../components/ui/icons';
import { notify } from '../../../components/ui/toaster';
import { recallSubmission, type SubmissionNote } from '../../finder/finder-draft';
import { finderRequestQueryOptions, SLOW_MATCH_AFTER_MS, STOP_POLLING_AFTER_MS } from '../api/finder-request';
import { NextStepsCard } from '../components/NextStepsCard';
import { PhysiotherapistCard } from '../components/PhysiotherapistCard';
import { RequestSummary } from '../components/RequestSummary';

// A family's results are private: not indexed, no canonical URL.
export const meta = () => [
  { title: `Your match | ${SITE_NAME}` },
  { name: 'description', content: 'The physiotherapist we matched with your request.' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ResultsPage() {
  const { id = '' } = useParams();
  const [pollingSince] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [submission, setSubmission] = useState<SubmissionNote | null>(null);
  const query = useQuery(finderRequestQueryOptions(id, pollingSince));
  const status = query.data?.status;
  const sawPending = useRef(false);

  useEffect(() => setSubmission(recallSubmission(id)), [id]);

  // A clock for the "taking longer than usual" message while we wait.
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [status]);

  useEffect(() => {
    if (status === 'pending') sawPending.current = true;
    if (status === 'matched' && sawPending.current) {
      notify({ title: 'Match found!', description: "We've found the perfect physiotherapist for your parent." });
    }
  }, [status]);

  return (
    <Box bg="bg.muted" py={{ base: '6', md: '12' }} minH="70vh">
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <ButtonLink to="/finder" variant="ghost" size="sm" mb="4" colorPalette="brand">
          <ArrowLeftIcon size={16} /> Back to Search
        </ButtonLink>
        <ResultsBody
          query={query}
          waitedMs={now - pollingSince}
          submission={submission}
          requestId={id}
          onRetry={() => void query.refetch()}
        />
      </Container>
    </Box>
  );
}

interface ResultsBodyProps {
  query: UseQueryResult<FinderRequestView>;
  waitedMs: number;
  submission: SubmissionNote | null;
  requestId: string;
  onRetry: () => void;
}

function ResultsBody({ query, waitedMs, submission, requestId, onRetry }: ResultsBodyProps) {
  if (query.isError) {
    if (isApiError(query.error, 404)) {
      return (
        <CenteredPanel
          title="Request Not Found"
          text="We couldn't find this request. The link may be incomplete, or the request may have been removed. A new search takes about two minutes."
        >
          <ButtonLink to="/finder" colorPalette="brand" size="lg">
            Start New Search
          </ButtonLink>
        </CenteredPanel>
      );
    }
    return (
      <CenteredPanel
        title="We couldn't load your results"
        text="Something went wrong while fetching your request. Your request is safe: please try again in a moment."
      >
        <Button colorPalette="brand" size="lg" onClick={onRetry}>
          Try again
        </Button>
        <ButtonLink to="/finder" variant="outline" size="lg">
          Start New Search
        </ButtonLink>
      </CenteredPanel>
    );
  }

  const request = query.data;
  if (!request || request.status === 'pending') {
    const slow = waitedMs > SLOW_MATCH_AFTER_MS;
    const stopped = waitedMs > STOP_POLLING_AFTER_MS;
    return (
      <Stack align="center" textAlign="center" py="16" gap="4" role="status" aria-live="polite">
        {stopped ? null : <Spinner size="xl" color="brand.solid" borderWidth="4px" />}
        <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }}>
          {stopped ? 'Your request is with our team' : 'Finding your perfect match...'}
        </Heading>
        {slow ? (
          <Text maxW="xl" color="fg.muted">
            {stopped
              ? `Matching is taking longer than usual, so a coordinator will look at it personally. Your reference is ${requestId}. Keep this link: the result will appear here, and if you gave contact details we will be in touch within 24 hours.`
              : `This is taking a little longer than usual. We're checking which physiotherapists cover ${request?.postcode ?? 'your area'} and have space. You can keep this page open, or come back to this link later. Your reference is ${requestId}.`}
          </Text>
        ) : (
          <Text color="fg.muted">
            We're checking physiotherapists near your parent. This usually takes a few seconds.
          </Text>
        )}
        {stopped ? (
          <Flex gap="3" wrap="wrap" justify="center">
            <Button colorPalette="brand" onClick={onRetry}>
              Check again
            </Button>
            <ButtonLink to={`/contact?ref=${encodeURIComponent(requestId)}`} variant="outline">
              Contact our team
            </ButtonLink>
          </Flex>
        ) : null}
      </Stack>
    );
  }

  const physio = request.matched_physiotherapist;
  if (request.status === 'matched' && physio) {
    return (
      <Stack gap="6">
        <Flex align="center" gap="3" color="brand.fg">
          <CheckCircleIcon size={32} />
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="fg">
            Perfect Match Found!
          </Heading>
        </Flex>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <PhysiotherapistCard physio={physio} />
          <Stack gap="6">
            <NextStepsCard physio={physio} requestId={request.id} submission={submission} />
            <RequestSummary request={request} />
          </Stack>
        </Grid>
      </Stack>
    );
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
      <Box bg="bg" borderRadius="2xl" borderWidth="1px" p={{ base: '6', md: '10' }}>
        <Flex align="center" gap="3" color="brand.fg" mb="4">
          <HeartIcon size={28} />
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="fg">
            We're Here to Help
          </Heading>
        </Flex>
        <Text fontSize="lg" mb="3">
          We couldn't match your request automatically this time, so our team will personally review it.
        </Text>
        <Text mb="6" color="fg.muted">
          {submission?.sharedContactDetails
            ? "We'll contact you within 24 hours with personalized recommendations."
            : submission
              ? `You didn't leave contact details, so please send us a message quoting your reference ${request.id}. We'll reply within 24 hours with personalized recommendations.`
              : `If you left contact details, we'll contact you within 24 hours with personalized recommendations. If not, send us a message quoting your reference ${request.id}.`}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <ButtonLink to={`/contact?ref=${encodeURIComponent(request.id)}`} colorPalette="brand" size="lg">
            Contact Our Team
          </ButtonLink>
          <ButtonLink to="/finder" variant="outline" size="lg">
            <SearchIcon size={18} /> Try Different Search
          </ButtonLink>
        </Stack>
      </Box>
      <RequestSummary request={request} />
    </Grid>
  );
}

function CenteredPanel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="16" gap="4" maxW="xl" mx="auto">
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <Flex gap="3" wrap="wrap" justify="center">
        {children}
      </Flex>
    </Stack>
  );
}
