import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';

export interface CtaBandProps {
  title?: ReactNode;
  text?: ReactNode;
  /** Label of the finder button (default 'Find a Physiotherapist'). */
  primaryLabel?: string;
  /** Where the primary button goes (default '/finder'). */
  primaryTo?: string;
  /** Label of the contact button (default 'Contact Us'). */
  secondaryLabel?: string;
  secondaryTo?: string;
}

/** The dark call to action that closes most pages: the finder and the contact page. */
export function CtaBand({
  title = 'Ready to find the right physiotherapist?',
  text = 'Tell us about your parent in four short steps. Matching is free, and we reply within 24 hours.',
  primaryLabel = 'Find a Physiotherapist',
  primaryTo = '/finder',
  secondaryLabel = 'Contact Us',
  secondaryTo = '/contact',
}: CtaBandProps) {
  return (
    <Box as="section" bg="brand.900" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }} textAlign="center">
        <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="short">
          {title}
        </Heading>
        {text ? (
          <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="brand.100">
            {text}
          </Text>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" mt="8">
          <ButtonLink to={primaryTo} size="lg" bg="white" color="brand.900" _hover={{ bg: 'brand.100' }}>
            {primaryLabel}
          </ButtonLink>
          <ButtonLink
            to={secondaryTo}
            size="lg"
            variant="outline"
            color="white"
            borderColor="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            {secondaryLabel}
          </ButtonLink>
        </Stack>
      </Container>
    </Box>
  );
}
