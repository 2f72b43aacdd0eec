import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonLink, PageHero, TextLink } from '../../../components/ui';
import { COMPANY_LEGAL_LINE, type PolicyDocument } from '../../../content/policies';

export interface PolicyDocumentViewProps {
  document: PolicyDocument;
  /** Rendered under any section marked `showAnalyticsOptOut` (the cookies page's switch). */
  analyticsOptOut?: ReactNode;
}

/** Privacy, terms and cookies share one readable layout: hero with the date, numbered or titled sections, links. */
export function PolicyDocumentView({ document, analyticsOptOut }: PolicyDocumentViewProps) {
  return (
    <>
      <PageHero title={document.title} subtitle={`Last updated ${document.lastUpdated}`} />
      <Container maxW="3xl" px={{ base: '4', md: '6' }} pb={{ base: '12', md: '16' }}>
        <Text fontSize={{ base: 'lg', md: 'xl' }} mb={{ base: '8', md: '10' }}>
          {document.intro}
        </Text>
        <Stack gap={{ base: '8', md: '10' }}>
          {document.sections.map((section) => (
            <Box as="section" key={section.heading}>
              <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short" mb="4">
                {section.heading}
              </Heading>
              <Stack gap="4" lineHeight="tall">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.bullets ? (
                  <List.Root gap="2" ps="6">
                    {section.bullets.map((bullet) => (
                      <List.Item key={bullet}>{bullet}</List.Item>
                    ))}
                  </List.Root>
                ) : null}
                {section.links?.map((link) => (
                  <Text key={link.to}>
                    <TextLink to={link.to}>{link.label}</TextLink>
                  </Text>
                ))}
                {section.showAnalyticsOptOut ? analyticsOptOut : null}
              </Stack>
            </Box>
          ))}
        </Stack>
        {COMPANY_LEGAL_LINE ? (
          <Text mt={{ base: '10', md: '12' }} fontSize="sm" color="fg.muted">
            {COMPANY_LEGAL_LINE}
          </Text>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
          {document.closingLinks.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} colorPalette="brand" variant={index === 0 ? 'solid' : 'outline'}>
              {link.label}
            </ButtonLink>
          ))}
        </Stack>
      </Container>
    </>
  );
}
