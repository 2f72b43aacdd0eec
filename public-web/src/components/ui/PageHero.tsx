import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The page's only h1. */
  title: ReactNode;
  /** A short line above the title, e.g. the section name. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links shown under the subtitle (use ButtonLink). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The top band of a page: one h1, a subtitle and optional actions. */
export function PageHero({ title, eyebrow, subtitle, actions, children }: PageHeroProps) {
  return (
    <Box as="header" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '10', md: '20' }}>
      <Container maxW="4xl" px={{ base: '4', md: '6' }} textAlign="center">
        {eyebrow ? (
          <Text
            fontWeight="semibold"
            color="brand.fg"
            textTransform="uppercase"
            letterSpacing="wide"
            fontSize="sm"
            mb="3"
          >
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="short" letterSpacing="tight">
          {title}
        </Heading>
        {subtitle ? (
          <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl" mx="auto">
            {subtitle}
          </Text>
        ) : null}
        {actions ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" mt="8">
            {actions}
          </Stack>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
