import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import {
  CONDITION_LABELS,
  shortReference,
  URGENCY_DESCRIPTIONS,
  URGENCY_LABELS,
  type FinderRequestView,
} from '@physio/api-contract';

/** Location, condition and urgency of the request, plus the reference to quote to our team. */
export function RequestSummary({ request }: { request: FinderRequestView }) {
  const rows = [
    { label: 'Location', value: request.postcode },
    { label: 'Condition', value: CONDITION_LABELS[request.condition] ?? request.condition },
    {
      label: 'Urgency',
      value: `${URGENCY_LABELS[request.urgency] ?? request.urgency} (${URGENCY_DESCRIPTIONS[request.urgency]?.toLowerCase() ?? ''})`,
    },
    // Short enough to read out on the phone; coordinators search the queue by it.
    { label: 'Your reference', value: shortReference(request.id) ?? request.id },
  ];
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Heading as="h2" fontSize="lg" mb="4">
          Your request
        </Heading>
        <Stack as="dl" gap="3">
          {rows.map((row) => (
            <Box key={row.label}>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {row.label}
              </Text>
              <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
                {row.value}
              </Text>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
