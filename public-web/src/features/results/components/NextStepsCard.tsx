import { Box, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import {
  shortReference,
  type FamilyConfirmation,
  type FinderRequestReferral,
  type PublicPhysiotherapist,
} from '@physio/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ExternalLinkIcon } from '../../../components/ui/icons';
import { TextLink } from '../../../components/ui/TextLink';
import { REPLY_PROMISE, REPLY_WITHIN } from '../../../app/site';
import { formatUkDateTime } from './referral-dates';

interface NextStepsCardProps {
  physio: PublicPhysiotherapist;
  requestId: string;
  /** Whether the family has confirmed, and if not how they will (from the API: the same in every tab). */
  confirmation: FamilyConfirmation;
  /** Once confirmed: the offer to the physiotherapist, waiting for their answer or accepted. */
  referral?: FinderRequestReferral | null;
}

/**
 * 'Contact Physiotherapist' opens the truth about getting in touch: we never publish a physiotherapist's own
 * email. With consent they receive the family's details and call or email them; otherwise our team connects them.
 */
export function NextStepsCard({ physio, requestId, confirmation, referral = null }: NextStepsCardProps) {
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
          {referral?.status === 'accepted' ? (
            <Text mb="3">
              {physio.name} has accepted your parent's referral and has your contact details.{' '}
              <strong>They will call or email you directly</strong>
              {referral.contact_by ? <> by {formatUkDateTime(referral.contact_by)}</> : null}.
            </Text>
          ) : referral?.status === 'offered' ? (
            <Text mb="3">
              We have asked {physio.name} to take on your parent. As soon as they accept, we send them your contact
              details and a summary of your parent's needs, and <strong>they will call or email you directly</strong>.
            </Text>
          ) : confirmation === 'awaiting_email' ? (
            <Text mb="3">
              Once you confirm your email with the link we sent you, we ask {physio.name} to take on your parent. As
              soon as they accept, they receive your contact details and a summary of your parent's needs, and{' '}
              <strong>they call or email you directly</strong>.
            </Text>
          ) : confirmation === 'awaiting_call' ? (
            <Text mb="3">
              You left a phone number rather than an email, so{' '}
              <strong>our team will call you to confirm, {REPLY_WITHIN}</strong>. Then we ask {physio.name} to take on
              your parent, and once they accept they call you directly.
            </Text>
          ) : confirmation === 'no_contact' ? (
            <Text mb="3">
              You didn't leave contact details we can use, so {physio.name} can't reach you yet. We don't publish our
              physiotherapists' private details: <strong>send our team a message quoting your reference</strong> and
              we'll put you in touch. {REPLY_PROMISE}
            </Text>
          ) : (
            <Text mb="3">
              {physio.name} has your contact details and a summary of your parent's needs, and{' '}
              <strong>will call or email you directly</strong>.
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
            Your reference: <strong>{shortReference(requestId) ?? requestId}</strong>. Questions, or no word when we
            said? <TextLink to={contactLink}>Contact our team</TextLink>. {REPLY_PROMISE}
          </Text>
          {/* With an offer made, the physiotherapist will have the family's details: nothing to send us. */}
          {!referral && confirmation === 'no_contact' ? (
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
