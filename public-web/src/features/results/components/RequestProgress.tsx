import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { FinderRequestReferral } from '@physio/api-contract';
import { CheckIcon } from '../../../components/ui/icons';
import { formatUkDateTime, formatUkDay } from './referral-dates';

type StepState = 'done' | 'current' | 'upcoming';

interface Step {
  title: string;
  detail: string;
  state: StepState;
}

interface RequestProgressProps {
  physioName: string;
  /** Unconfirmed: a recommendation only, nothing held until the family confirms. */
  awaitingConfirmation: boolean;
  referral: FinderRequestReferral | null;
}

/**
 * Where the request stands, as steps: recommended, confirmed, offered to the physiotherapist (answer by), accepted
 * (they call by, or on, a time), first visit. Only the current offer is known here: an earlier one that was declined
 * or lapsed is simply not shown.
 */
export function steps({ physioName, awaitingConfirmation, referral }: RequestProgressProps): Step[] {
  const accepted = referral?.status === 'accepted';
  const call = referral?.first_call_at
    ? `${physioName} will call you on ${formatUkDateTime(referral.first_call_at)}.`
    : referral?.contact_by
      ? `${physioName} will call or email you by ${formatUkDateTime(referral.contact_by)}.`
      : `${physioName} will call or email you to arrange the first visit.`;
  return [
    {
      title: 'Recommended',
      detail: `We recommend ${physioName} for your parent.`,
      state: 'done',
    },
    {
      title: 'Confirmed by you',
      detail: awaitingConfirmation
        ? 'Waiting for you to confirm your request. Nothing is shared until you do.'
        : 'You confirmed your request.',
      state: awaitingConfirmation ? 'current' : 'done',
    },
    {
      title: `Offered to ${physioName}`,
      detail: accepted
        ? `${physioName} accepted your parent's referral.`
        : referral
          ? `Waiting for ${physioName} to accept, by ${formatUkDateTime(referral.reply_by)}.`
          : `We will ask ${physioName} to take on your parent.`,
      state: accepted ? 'done' : referral ? 'current' : 'upcoming',
    },
    {
      title: 'They get in touch',
      detail: accepted ? call : `Once they accept, ${physioName} calls or emails you directly.`,
      state: accepted && !referral?.first_visit_on ? 'current' : accepted ? 'done' : 'upcoming',
    },
    {
      title: 'First visit',
      detail: referral?.first_visit_on
        ? `First visit on ${formatUkDay(referral.first_visit_on)}.`
        : 'You agree the first home visit together.',
      state: referral?.first_visit_on ? 'current' : 'upcoming',
    },
  ];
}

const STATE_LABEL: Record<StepState, string> = { done: 'done', current: 'now', upcoming: 'to come' };

export function RequestProgress(props: RequestProgressProps) {
  const list = steps(props);
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Heading as="h2" fontSize="lg" mb="4">
          Where your request is
        </Heading>
        <Box as="ol" listStyleType="none" aria-label="Where your request is">
          {list.map((step, index) => (
            <Flex
              as="li"
              key={step.title}
              gap="3"
              pb={index === list.length - 1 ? '0' : '4'}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <Flex direction="column" align="center" flexShrink={0}>
                <Flex
                  boxSize="7"
                  borderRadius="full"
                  align="center"
                  justify="center"
                  fontSize="sm"
                  fontWeight="bold"
                  borderWidth="2px"
                  borderColor={step.state === 'upcoming' ? 'border' : 'brand.solid'}
                  bg={step.state === 'done' ? 'brand.solid' : 'bg'}
                  color={step.state === 'done' ? 'brand.contrast' : step.state === 'current' ? 'brand.fg' : 'fg.muted'}
                  aria-hidden="true"
                >
                  {step.state === 'done' ? <CheckIcon size={14} /> : index + 1}
                </Flex>
                {index === list.length - 1 ? null : (
                  <Box flex="1" w="2px" mt="1" bg={step.state === 'done' ? 'brand.solid' : 'border'} />
                )}
              </Flex>
              <Box pt="0.5">
                <Text fontWeight={step.state === 'current' ? 'bold' : 'semibold'}>
                  {step.title}
                  <Box as="span" srOnly>
                    {` (${STATE_LABEL[step.state]})`}
                  </Box>
                </Text>
                <Text fontSize="sm" color={step.state === 'upcoming' ? 'fg.muted' : 'fg'}>
                  {step.detail}
                </Text>
              </Box>
            </Flex>
          ))}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
