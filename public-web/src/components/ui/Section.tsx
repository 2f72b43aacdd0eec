import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionProps extends Omit<BoxProps, 'title'> {
  title?: ReactNode;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** 'muted' gives a soft grey band to separate consecutive sections. */
  tone?: 'plain' | 'muted' | 'brand';
  /** Heading level of the title; sections under a PageHero use h2 (the default). */
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

const TONE_BG = { plain: 'bg', muted: 'bg.muted', brand: 'brand.subtle' } as const;

/** A full-width band of the page with an optional centred title and intro, content in a readable container. */
export function Section({ title, intro, tone = 'plain', headingLevel = 'h2', children, ...boxProps }: SectionProps) {
  return (
    <Box as="section" bg={TONE_BG[tone]} py={{ base: '10', md: '16' }} {...boxProps}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        {title ? (
          <Box textAlign="center" maxW="3xl" mx="auto" mb={{ base: '6', md: '10' }}>
            <Heading as={headingLevel} fontSize={{ base: '2xl', md: '3xl' }} lineHeight="short" mb={intro ? '3' : '0'}>
              {title}
            </Heading>
            {intro ? (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                {intro}
              </Text>
            ) : null}
          </Box>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
