import { Box, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { shortReference, type PublicPhysiotherapist } from '@physio/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ExternalLinkIcon } from '../../../components/ui/icons';
import { TextLink } from '../../../components/ui/TextLink';
import type { SubmissionNote } from '../../finder/finder-draft';

interface NextStepsCardProps {
  physio: PublicPhysiotherapist;
  requestId: string;
  /** What this browser tab knows about the submission; null when the page was opened elsewhere. */
  submission: SubmissionNote | null;
  /** A recommendation only: nothing passed on until the family confirms their email. */
  awaitingConfirmation?: boolean;
}

/**
 * 'Contact Physiotherapist' opens the truth about getting in touch: we never publish a physiotherapist's own
 * email. With consent they receive the family's details and call or email them; otherwise our team connects them.
 */
export function NextStepsCard({ physio, requestId, submission, awaitingConfirmation = false }: NextStepsCardProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const contactLink = `/contact?ref=${encodeURIComponent(requestId)}`;

  useEffect(() => {
    if (open) panelHeadingRef.current?.focus();
  }, [open]);

  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body gap="4">
        <Heading as="h2" fontSize="lg">
          Next steps
        </Heading>
        <Stack gap="3">
          <Button
            colorPalette="brand"
            size="lg"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            Contact Physiotherapist
          </Button>
          {physio.profile_url ? (
            <Button asChild variant="outline" size="lg">
              <a href={physio.profile_url} target="_blank" rel="noopener noreferrer">
                View Full Profile <ExternalLinkIcon size={16} />
                <Box as="span" srOnly>
                  (opens in a new tab)
                </Box>
              </a>
            </Button>
          ) : null}
        </Stack>

        <Box id={panelId} hidden={!open} borderWidth="1px" borderRadius="lg" p="4" bg="brand.subtle">
          <Heading as="h3" fontSize="md" mb="2" tabIndex={-1} ref={panelHeadingRef} _focus={{ outline: 'none' }}>
            How to reach {physio.name}
          </Heading>
          {awaitingConfirmation && submission?.gaveEmail ? (
            <Text mb="3">
              Once you confirm your email with the link we sent you, we will send {physio.name} your contact details and
              a summary of your parent's needs. <strong>They will then call or email you directly</strong>, usually
              within 24 hours.
            </Text>
          ) : awaitingConfirmation && submission?.gavePhoneOnly ? (
            <Text mb="3">
              You left a phone number rather than an email, so{' '}
              <strong>our team will call you to confirm, usually within 24 hours</strong>. Then we will send{' '}
              {physio.name} your contact details and a summary of your parent's needs, and they will call you directly.
            </Text>
          ) : awaitingConfirmation && submission?.sharedContactDetails ? (
            <Text mb="3">
              You didn't give an email address we can confirm, so we haven't passed your details to {physio.name}.{' '}
              <strong>Send our team a message quoting your reference</strong> and we'll put you in touch, usually within
              24 hours.
            </Text>
          ) : awaitingConfirmation && !submission ? (
            <Text mb="3">
              If you gave an email address, confirm it with the link we sent you and we will send {physio.name} your
              details. If you didn't, send our team a message quoting your reference and we'll put you in touch.
            </Text>
          ) : submission?.sharedContactDetails ? (
            <Text mb="3">
              We have sent {physio.name} your contact details and a summary of your parent's needs.{' '}
              <strong>They will call or email you directly</strong>, usually within 24 hours (sooner for urgent
              requests).
            </Text>
          ) : submission ? (
            <Text mb="3">
              You chose not to share contact details, so {physio.name} can't reach you yet. We don't publish our
              physiotherapists' private details: <strong>send our team a message quoting your reference</strong> and
              we'll put you in touch, usually within 24 hours.
            </Text>
          ) : (
            <Text mb="3">
              If you gave your contact details with consent, {physio.name} has received them and{' '}
              <strong>will call or email you directly</strong>. If you didn't, send our team a message quoting your
              reference and we'll put you in touch, usually within 24 hours.
            </Text>
          )}
          <Text fontWeight="semibold" mb="1">
            What happens next
          </Text>
          <List.Root as="ol" ps="5" gap="1" mb="3">
            <List.Item>You talk through your parent's needs and agree a first home visit.</List.Item>
            <List.Item>The first visit is a full assessment at home, usually 60-90 minutes.</List.Item>
            <List.Item>You pay the physiotherapist directly. Our matching is free.</List.Item>
          </List.Root>
          <Text fontSize="sm" mb="3">
            Your reference: <strong>{shortReference(requestId) ?? requestId}</strong>. Not heard anything within 2
            working days? <TextLink to={contactLink}>Contact our team</TextLink>.
          </Text>
          {!submission?.sharedContactDetails ||
          (awaitingConfirmation && !submission.gaveEmail && !submission.gavePhoneOnly) ? (
            <ButtonLink to={contactLink} colorPalette="brand" variant="solid">
              Message our team with my reference
            </ButtonLink>
          ) : null}
        </Box>

        <Text fontSize="sm" color="fg.muted">
          Questions about this match? <TextLink to={contactLink}>Contact our team</TextLink>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
