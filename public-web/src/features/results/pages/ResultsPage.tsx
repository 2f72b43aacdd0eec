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
import { finderRequestQueryOptions, SLOW_MATCH_AFTER_MS, STOP_POLLING_AFTER_MS } from '../api/finder-request';
import { NextStepsCard } from '../components/NextStepsCard';
import { PhysiotherapistCard } from '../components/PhysiotherapistCard';
import { RequestProgress } from '../components/RequestProgress';
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
  const query = useQuery(finderRequestQueryOptions(id, pollingSince));
  const status = query.data?.status;
  const sawPending = useRef(false);

  // A clock for the "taking longer than usual" message while we wait.
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [status]);

  const matchedName = status === 'matched' ? query.data?.matched_physiotherapist?.name : undefined;
  useEffect(() => {
    if (status === 'pending') sawPending.current = true;
    if (status === 'matched' && sawPending.current && matchedName) {
      notify({ title: 'Match found!', description: `We've asked ${matchedName} to take on your parent.` });
    }
  }, [status, matchedName]);

  return (
    <Box bg="bg.muted" py={{ base: '6', md: '12' }} minH="70vh">
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <ButtonLink to="/finder" variant="ghost" size="sm" mb="4" colorPalette="brand">
          <ArrowLeftIcon size={16} /> Back to Search
        </ButtonLink>
        <ResultsBody query={query} waitedMs={now - pollingSince} requestId={id} onRetry={() => void query.refetch()} />
      </Container>
    </Box>
  );
}

interface ResultsBodyProps {
  query: UseQueryResult<FinderRequestView>;
  waitedMs: number;
  requestId: string;
  onRetry: () => void;
}

function ResultsBody({ query, waitedMs, requestId, onRetry }: ResultsBodyProps) {
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
    const referral = request.status === 'matched' ? (request.referral ?? null) : null;
    return (
      <Stack gap="6">
        <Flex align="center" gap="3" color="brand.fg">
          <CheckCircleIcon size={32} />
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="fg">
            {matchHeading(physio.name, request)}
          </Heading>
        </Flex>
        {awaitingConfirmation ? <NextStepNotice request={request} physioName={physio.name} /> : null}
        {/* Where the request is comes first on a phone; beside the profile on a wide screen. */}
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <Box gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }}>
            <RequestProgress physioName={physio.name} awaitingConfirmation={awaitingConfirmation} referral={referral} />
          </Box>
          <Box gridColumn={{ lg: '1' }} gridRow={{ lg: '1 / span 2' }}>
            <PhysiotherapistCard physio={physio} />
          </Box>
          <Stack gap="6" gridColumn={{ lg: '2' }}>
            <NextStepsCard
              physio={physio}
              requestId={request.id}
              confirmation={request.confirmation}
              referral={referral}
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
          {request.confirmation === 'awaiting_email'
            ? `Please confirm your email with the link we sent you: then we'll contact you ${REPLY_WITHIN} with personalised recommendations.`
            : request.confirmation === 'awaiting_call'
              ? `Our team will call you on the number you gave, ${REPLY_WITHIN}, with personalised recommendations.`
              : request.confirmation === 'no_contact'
                ? `You didn't leave contact details we can use, so please send us a message quoting your reference ${reference}. We'll reply ${REPLY_WITHIN} with personalised recommendations.`
                : `We'll contact you ${REPLY_WITHIN} with personalised recommendations.`}
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

/**
 * Says what is held: a recommendation is only that until the family confirms, an offer waits for the
 * physiotherapist's answer, an acceptance is a promise to call. "Perfect Match Found!" only for a confirmed match the
 * matching rules made (or would have made); a coordinator's exception is called their choice.
 */
function matchHeading(name: string, request: FinderRequestView): string {
  if (request.status === 'unconfirmed') return `Recommended: ${name}`;
  if (request.referral?.status === 'accepted') return `${name} has accepted your referral`;
  if (request.referral?.status === 'offered') return `We've asked ${name} to take on your parent`;
  if (request.match_source === 'team_exception') return `Our team has chosen ${name} for your parent`;
  return 'Perfect Match Found!';
}

/**
 * The next step of an unconfirmed request, from what the API says of it: in any tab or device that opens the
 * result, not only the one that submitted.
 */
function NextStepNotice({ request, physioName }: { request: FinderRequestView; physioName: string }) {
  const reference = shortReference(request.id) ?? request.id;
  const [title, text] =
    request.confirmation === 'awaiting_email'
      ? [
          'Please confirm your email',
          `We've emailed you a link. Once you confirm, we ask ${physioName} to take on your parent and hold a place for them; until then nothing is shared. The link works for 72 hours.`,
        ]
      : request.confirmation === 'awaiting_call'
        ? [
            'Next step: our team calls you',
            `You left a phone number, so our team will call you to confirm, ${REPLY_WITHIN}. Then we ask ${physioName} to take on your parent; until then nothing is shared.`,
          ]
        : [
            'Next step: send us a message',
            `You didn't leave contact details we can use, so ${physioName} can't reach you yet. Send our team a message quoting your reference ${reference} and we'll put you in touch.`,
          ];
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
        {title}
      </Heading>
      <Text>{text}</Text>
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
