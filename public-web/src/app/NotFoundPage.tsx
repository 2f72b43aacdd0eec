import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '../components/ui/ButtonLink';
import { pageMeta } from './seo';

export const meta = () => [
  ...pageMeta({
    title: 'Page not found',
    description: 'The page you were looking for is not here. Find a home physiotherapist or contact our team.',
    path: '/404',
  }).filter((tag) => !('tagName' in tag && tag.tagName === 'link')),
  { name: 'robots', content: 'noindex' },
];

/** Shown for any unknown path; the server answers those with HTTP 404 and this page's prerendered HTML. */
export default function NotFoundPage() {
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '24' }} textAlign="center">
      <Stack gap="5" align="center">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
          404 Page Not Found
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="xl">
          Sorry, we can't find that page. It may have moved, or the link may be out of date. These will help you carry
          on:
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" width={{ base: 'full', sm: 'auto' }}>
          <ButtonLink to="/finder" colorPalette="brand" size="lg">
            Find a Physiotherapist
          </ButtonLink>
          <ButtonLink to="/" variant="outline" size="lg">
            Go to the home page
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline" size="lg">
            Contact our team
          </ButtonLink>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
