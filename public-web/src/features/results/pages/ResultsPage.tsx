import { Box, Button, Container, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { shortReference, type FinderRequestView } from '@physio/api-contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../app/http';
import { SITE_NAME } from '../../../app/seo';
import { REPLY_WITHIN } from '../../../app/site';
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
  // The short form a family can read out on the phone; the team's queue is searched by it.
  const reference = shortReference(requestId) ?? requestId;
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
              ? `Matching is taking longer than usual, so a coordinator will look at it personally. Your reference is ${reference}. Keep this link: the result will appear here, and if you gave contact details we will be in touch ${REPLY_WITHIN}.`
              : `This is taking a little longer than usual. We're checking which physiotherapists cover ${request?.postcode ?? 'your area'} and have space. You can keep this page open, or come back to this link later. Your reference is ${reference}.`}
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
  // Unconfirmed: whom we recommend, with nothing held or passed on until the family confirms their email.
  const awaitingConfirmation = request.status === 'unconfirmed';
  if ((request.status === 'matched' || awaitingConfirmation) && physio) {
    return (
      <Stack gap="6">
        <Flex align="center" gap="3" color="brand.fg">
          <CheckCircleIcon size={32} />
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="fg">
            Perfect Match Found!
          </Heading>
        </Flex>
        {awaitingConfirmation && submission?.gaveEmail ? <ConfirmEmailNotice /> : null}
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <PhysiotherapistCard physio={physio} />
          <Stack gap="6">
            <NextStepsCard
              physio={physio}
              requestId={request.id}
              submission={submission}
              awaitingConfirmation={awaitingConfirmation}
            />
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
          {awaitingConfirmation && submission?.gaveEmail
            ? `Please confirm your email with the link we sent you: then we'll contact you ${REPLY_WITHIN} with personalised recommendations.`
            : awaitingConfirmation && submission?.gavePhoneOnly
              ? `Our team will call you on the number you gave, ${REPLY_WITHIN}, with personalised recommendations.`
              : awaitingConfirmation && submission?.sharedContactDetails
                ? `You didn't give an email address we can confirm, so please send us a message quoting your reference ${reference}. We'll reply ${REPLY_WITHIN} with personalised recommendations.`
                : submission?.sharedContactDetails
                  ? `We'll contact you ${REPLY_WITHIN} with personalised recommendations.`
                  : submission
                    ? `You didn't leave contact details, so please send us a message quoting your reference ${reference}. We'll reply ${REPLY_WITHIN} with personalised recommendations.`
                    : `If you left contact details, we'll contact you ${REPLY_WITHIN} with personalised recommendations. If not, send us a message quoting your reference ${reference}.`}
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

function ConfirmEmailNotice() {
  return (
    <Box
      bg="bg"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="brand.emphasized"
      p={{ base: '4', md: '5' }}
      role="status"
    >
      <Heading as="h2" fontSize="lg" mb="1">
        Please confirm your email
      </Heading>
      <Text>
        We've emailed you a link. Once you confirm, we pass your details to the physiotherapist and hold a place for
        your parent; until then nothing is shared. The link works for 72 hours.
      </Text>
    </Box>
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
