import { Box, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CheckCircleIcon } from '../../../components/ui/icons';

/** A two-column list with a tick before each item (lists stay real <ul>s for screen readers). */
export function CheckList({ items, columns = 2 }: { items: readonly ReactNode[]; columns?: 1 | 2 }) {
  return (
    <List.Root
      variant="plain"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' }}
      gap="3"
    >
      {items.map((item, index) => (
        <List.Item key={index} alignItems="flex-start" gap="3">
          <List.Indicator asChild color="brand.fg" mt="0.5" flexShrink={0}>
            <CheckCircleIcon size={20} />
          </List.Indicator>
          <Text as="span">{item}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Small labelled list inside a card: an h4 and its bullets. */
export function CardList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <Box>
      <Heading
        as="h4"
        fontSize="sm"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wide"
        color="fg.muted"
        mb="2"
      >
        {heading}
      </Heading>
      <List.Root gap="1" ps="5">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** A numbered series of steps: an ordered list set as a timeline (a rule joins the numbers), not a row of cards. */
export function NumberedSteps({
  steps,
  columnsLg = 4,
}: {
  steps: readonly { title: string; description: string }[];
  columnsLg?: 3 | 4 | 5;
}) {
  return (
    <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: columnsLg }} gap="8" listStyleType="none" m="0" p="0">
      {steps.map((step, index) => (
        <Box as="li" key={step.title} position="relative" ps={{ base: '14', lg: '0' }}>
          <Box
            aria-hidden="true"
            position={{ base: 'absolute', lg: 'static' }}
            insetStart="0"
            top="0"
            display="flex"
            alignItems="center"
            gap="3"
            mb={{ lg: '4' }}
          >
            <Box
              bg="brand.solid"
              color="brand.contrast"
              borderRadius="full"
              width="10"
              height="10"
              flexShrink={0}
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
              fontSize="lg"
            >
              {index + 1}
            </Box>
            {/* The rule leads on to the next step: none after the last. */}
            <Box
              display={{ base: 'none', lg: index < steps.length - 1 ? 'block' : 'none' }}
              flex="1"
              height="2px"
              bg="brand.emphasized"
            />
          </Box>
          <Heading as="h3" fontSize="lg" lineHeight="short" mb="2">
            <Box as="span" srOnly>
              {`Step ${index + 1}: `}
            </Box>
            {step.title}
          </Heading>
          <Text color="fg.muted">{step.description}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
