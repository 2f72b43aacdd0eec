import { Box, Button, Container, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { shortReference, type ConfirmFinderRequestResponse, type FinderRequestView } from '@physio/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../app/http';
import { SITE_NAME } from '../../../app/seo';
import { REPLY_WITHIN } from '../../../app/site';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { confirmationLinkQueryOptions, confirmFinderRequest } from '../api/confirmation';
import { finderRequestQueryOptions } from '../api/finder-request';
import { RequestSummary } from '../components/RequestSummary';
import { formatUkDateTime } from '../components/referral-dates';

/** How long the email's link works (the backend's CONFIRMATION_LINK_HOURS). */
const LINK_HOURS = 72;

// The link carries a token that confirms a family's request: never indexed, never a canonical URL.
export const meta = () => [
  { title: `Confirm your request | ${SITE_NAME}` },
  { name: 'description', content: 'Confirm the request you made with our finder.' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * The page the confirmation email links to (/confirm?token=…). Opening it changes nothing (mail scanners open
 * links); it says where the request stands: waiting for the family's confirmation (with what confirming does),
 * already confirmed (where it is now), or a link that has expired or is not ours.
 */
export default function ConfirmPage() {
  // Read after hydration: the prerendered page knows no token, and must not say the link is broken.
  const [params] = useSearchParams();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(params.get('token') ?? ''), [params]);
  return (
    <Box bg="bg.muted" py={{ base: '6', md: '12' }} minH="70vh">
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        {token === null ? <Checking /> : <ConfirmBody token={token} />}
      </Container>
    </Box>
  );
}

function Checking() {
  return (
    <Stack align="center" textAlign="center" py="16" gap="4" role="status">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      <Text>Checking your link…</Text>
    </Stack>
  );
}

function ConfirmBody({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const link = useQuery(confirmationLinkQueryOptions(token));
  const id = link.data?.id ?? '';
  const request = useQuery({ ...finderRequestQueryOptions(id), enabled: id !== '' });
  const [confirmed, setConfirmed] = useState<ConfirmFinderRequestResponse | null>(null);
  const confirm = useMutation({
    mutationFn: () => confirmFinderRequest(token),
    onSuccess: async (result) => {
      setConfirmed(result);
      await queryClient.invalidateQueries({ queryKey: ['finder-requests', result.id] });
    },
  });

  if (token === '' || isApiError(link.error, 400)) return <BadLink />;
  if (isApiError(request.error, 404)) return <RequestGone />;
  if (link.isError || request.isError) {
    return (
      <Panel title="We couldn't check your link" text="Something went wrong on our side. Please try again in a moment.">
        <Button colorPalette="brand" size="lg" onClick={() => void (link.isError ? link.refetch() : request.refetch())}>
          Try again
        </Button>
      </Panel>
    );
  }
  if (!link.data || !request.data) return <Checking />;

  const view = request.data;
  if (view.confirmation === 'confirmed' || confirmed) {
    return <WhereItIs request={view} justConfirmed={confirmed} />;
  }
  if (link.data.status === 'expired') return <ExpiredLink request={view} />;

  const physio = view.matched_physiotherapist;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate();
  };
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
      <Box bg="bg" borderRadius="2xl" borderWidth="1px" p={{ base: '6', md: '10' }}>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} mb="4">
          Confirm your request
        </Heading>
        {physio ? (
          <Stack gap="3" mb="6">
            <Text fontSize="lg">We recommend {physio.name} for your parent.</Text>
            <Text>
              When you confirm, we ask {physio.name} to take on your parent and hold a place for them. Once they accept,
              they receive your contact details and a summary of your parent's needs, and contact you directly.
            </Text>
          </Stack>
        ) : (
          <Stack gap="3" mb="6">
            <Text fontSize="lg">No physiotherapist near your parent has room this week.</Text>
            <Text>
              When you confirm, our team personally looks for a physiotherapist for your parent and contacts you{' '}
              {REPLY_WITHIN}.
            </Text>
          </Stack>
        )}
        <Text color="fg.muted" mb="6">
          Until you confirm, nothing is shared with anyone.
        </Text>
        <form onSubmit={onSubmit}>
          <Button type="submit" colorPalette="brand" size="lg" loading={confirm.isPending} loadingText="Confirming...">
            Confirm my request
          </Button>
        </form>
        {confirm.isError ? (
          <Text color="fg.error" mt="4" role="alert">
            {isApiError(confirm.error, 404)
              ? 'This request is no longer held, so there is nothing to confirm.'
              : "We couldn't confirm your request just now. Please press the button again in a moment."}
          </Text>
        ) : null}
      </Box>
      <RequestSummary request={view} />
    </Grid>
  );
}

/** Where a confirmed request is now: opened again after the match, the link shows this instead of a button. */
function WhereItIs({
  request,
  justConfirmed,
}: {
  request: FinderRequestView;
  justConfirmed: ConfirmFinderRequestResponse | null;
}) {
  const physio = request.matched_physiotherapist;
  const referral = request.referral;
  let heading: string;
  let detail: string;
  if (request.status === 'matched' && physio && referral?.status === 'accepted') {
    heading = `${physio.name} has accepted your referral`;
    detail = referral.first_call_at
      ? `${physio.name} will call you on ${formatUkDateTime(referral.first_call_at)}.`
      : referral.contact_by
        ? `${physio.name} has your contact details and will call or email you by ${formatUkDateTime(referral.contact_by)}.`
        : `${physio.name} has your contact details and will call or email you directly.`;
  } else if (request.status === 'matched' && physio && referral?.status === 'offered') {
    heading = `We've asked ${physio.name} to take on your parent`;
    detail = `A place is held for your parent while ${physio.name} answers, by ${formatUkDateTime(referral.reply_by)}. We will email you as soon as they accept; they then contact you directly.`;
  } else if (request.status === 'matched' && physio) {
    heading = `${physio.name} is your parent's physiotherapist`;
    detail = `${physio.name} has your request and will contact you directly.`;
  } else if (request.status === 'unmatched') {
    heading = 'Your request is with our team';
    detail = `No physiotherapist near your parent had room, so our team is looking for one personally and will contact you ${REPLY_WITHIN}.`;
  } else {
    heading = 'Your request is confirmed';
    detail = 'We are asking the physiotherapist now. This page and your results page update as soon as they answer.';
  }
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
      <Box bg="bg" borderRadius="2xl" borderWidth="1px" p={{ base: '6', md: '10' }} role="status">
        <Flex align="center" gap="3" color="brand.fg" mb="4">
          <CheckCircleIcon size={28} />
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="fg">
            {heading}
          </Heading>
        </Flex>
        <Text fontSize="lg" mb="3">
          {detail}
        </Text>
        <Text color="fg.muted" mb="6">
          {justConfirmed
            ? 'Thank you: your request is confirmed.'
            : 'You have already confirmed this request: there is nothing more to do.'}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <ButtonLink to={`/results/${request.id}`} colorPalette="brand" size="lg">
            See your request
          </ButtonLink>
          <ButtonLink to={`/contact?ref=${encodeURIComponent(request.id)}`} variant="outline" size="lg">
            Contact our team
          </ButtonLink>
        </Stack>
      </Box>
      <RequestSummary request={request} />
    </Grid>
  );
}

function ExpiredLink({ request }: { request: FinderRequestView }) {
  const reference = shortReference(request.id) ?? request.id;
  return (
    <Panel
      title="This link has expired"
      text={`The link works for ${LINK_HOURS} hours, and this one is older. Your request was not confirmed, so nothing was passed on and no place was held. Search again and confirm with the new link we email you, or contact our team quoting your reference ${reference}.`}
    >
      <ButtonLink to="/finder" colorPalette="brand" size="lg">
        Search again
      </ButtonLink>
      <ButtonLink to={`/contact?ref=${encodeURIComponent(request.id)}`} variant="outline" size="lg">
        Contact our team
      </ButtonLink>
    </Panel>
  );
}

function BadLink() {
  return (
    <Panel
      title="This link doesn't work"
      text="The link may have been cut short when it was copied. Open our email again and press its button, or copy the whole link. If it still doesn't work, search again (it takes about two minutes) or contact our team."
    >
      <ButtonLink to="/finder" colorPalette="brand" size="lg">
        Search again
      </ButtonLink>
      <ButtonLink to="/contact" variant="outline" size="lg">
        Contact our team
      </ButtonLink>
    </Panel>
  );
}

function RequestGone() {
  return (
    <Panel
      title="This request is no longer held"
      text="It may have been removed at your request, or after the time we keep requests for. Nothing more will happen with it. A new search takes about two minutes."
    >
      <ButtonLink to="/finder" colorPalette="brand" size="lg">
        Start a new search
      </ButtonLink>
      <ButtonLink to="/contact" variant="outline" size="lg">
        Contact our team
      </ButtonLink>
    </Panel>
  );
}

function Panel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      py={{ base: '8', md: '12' }}
      px={{ base: '5', md: '10' }}
      gap="4"
      maxW="2xl"
      mx="auto"
      bg="bg"
      borderRadius="2xl"
      borderWidth="1px"
    >
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
