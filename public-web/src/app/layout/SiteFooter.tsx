import { Box, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ShieldIcon, CheckCircleIcon } from '../../components/ui/icons';
import { DeferredServedAreasText } from '../../features/coverage/components/DeferredServedAreasText';
import { SiteLogo } from './SiteLogo';

const FOOTER_COLUMNS = [
  {
    title: 'Find help',
    links: [
      { to: '/finder', label: 'Find a Physio' },
      { to: '/services/stroke-recovery', label: 'Stroke recovery' },
      { to: '/services/falls-prevention', label: 'Falls prevention' },
      { to: '/services/neurological-conditions', label: 'Neurological care' },
      { to: '/services/post-operative-care', label: 'Post-operative support' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/blog', label: 'Help centre' },
      { to: '/blog', label: 'Guidance articles' },
      { to: '/faq', label: 'FAQ' },
      { to: '/contact', label: 'Contact us' },
      { to: '/contact', label: 'Book a consultation' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/estuary-partnership', label: 'Estuary partnership' },
      { to: '/privacy', label: 'Privacy policy' },
      { to: '/terms', label: 'Terms of service' },
      { to: '/cookies', label: 'Cookie policy' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <Box as="footer" bg="brand.950" color="gray.100" pt={{ base: '10', md: '14' }} pb="8">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '8', lg: '10' }}>
          <Stack gap="4">
            <SiteLogo inverted />
            <Text fontSize="sm" color="gray.200">
              Free matching with HCPC-registered physiotherapists who visit your parent at home. You contact and pay
              the physiotherapist directly.
            </Text>
            <DeferredServedAreasText fontSize="sm" color="gray.100" />
          </Stack>
          {FOOTER_COLUMNS.map((column) => (
            <Box as="nav" key={column.title} aria-label={column.title}>
              <Heading as="h2" fontSize="md" color="white" mb="3">
                {column.title}
              </Heading>
              <Stack as="ul" gap="0" listStyleType="none">
                {column.links.map((link) => (
                  <Box as="li" key={link.label}>
                    <Link
                      asChild
                      color="gray.100"
                      fontSize="sm"
                      minH="8"
                      display="inline-flex"
                      alignItems="center"
                      _hover={{ color: 'white', textDecoration: 'underline' }}
                    >
                      <RouterLink to={link.to}>{link.label}</RouterLink>
                    </Link>
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
        >
          <Stack gap="1" fontSize="sm" color="gray.200">
            <Text>
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Home Physio Finder. Home Physio Finder
              is a trading name of a UK limited company, working in partnership with Estuary Community Physiotherapy.
            </Text>
            <Text>In an emergency call 999. We are a matching service, not an emergency or NHS service.</Text>
          </Stack>
          <HStack gap="4" fontSize="sm" color="white" flexShrink={0}>
            <HStack gap="1.5">
              <ShieldIcon size={18} />
              <Text>HCPC Registered</Text>
            </HStack>
            <HStack gap="1.5">
              <CheckCircleIcon size={18} />
              <Text>Fully Insured</Text>
            </HStack>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
