import { Badge, Box, Card, Flex, Heading, Link, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { specialtyBadgeText, type PublicPhysiotherapist } from '@physio/api-contract';
import { formatLongDate } from '../../../app/format';
import { AwardIcon, ExternalLinkIcon, MapPinIcon, ShieldIcon } from '../../../components/ui/icons';
import { SITE_CONFIG } from '../../../site-config';

/** The HCPC's own page for checking a registration (a link only: nothing is fetched from it). */
export const HCPC_REGISTER_URL = 'https://www.hcpc-uk.org/check-the-register/';

/** Their portrait from site-config.ts (by HCPC number, else the configured fallback), or null for initials. */
export function physiotherapistPortrait(hcpcNumber: string): string | null {
  const { byHcpcNumber, fallback } = SITE_CONFIG.physiotherapistPortraits;
  return byHcpcNumber[hcpcNumber] ?? fallback;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.length === 0 ? '' : `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

/** The matched physiotherapist as the family sees them: never their private contact details. */
export function PhysiotherapistCard({ physio }: { physio: PublicPhysiotherapist }) {
  const portrait = physiotherapistPortrait(physio.hcpc_number);
  return (
    <Card.Root variant="outline" borderRadius="2xl" overflow="hidden">
      <Flex bg="brand.subtle" px={{ base: '5', md: '8' }} py="6" gap={{ base: '4', md: '6' }} align="center">
        {portrait ? (
          <Box asChild boxSize={{ base: '20', md: '24' }} borderRadius="full" objectFit="cover" flexShrink={0}>
            <img src={portrait} alt={`Photo of ${physio.name}`} width={96} height={96} />
          </Box>
        ) : (
          <Box
            aria-hidden="true"
            boxSize={{ base: '20', md: '24' }}
            borderRadius="full"
            flexShrink={0}
            bg="brand.solid"
            color="brand.contrast"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="2xl"
            fontWeight="bold"
          >
            {initials(physio.name)}
          </Box>
        )}
        <Box>
          <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }}>
            {physio.name}
          </Heading>
          <Text color="fg.muted" mt="1">
            Chartered physiotherapist · {physio.experience_years} years' experience
          </Text>
          <Wrap gap="2" mt="4" as="ul" aria-label="Specialties">
            {physio.specialties.map((specialty) => (
              <Badge as="li" key={specialty} colorPalette="brand" variant="solid" size="md" listStyleType="none">
                {specialtyBadgeText(specialty)}
              </Badge>
            ))}
          </Wrap>
        </Box>
      </Flex>
      <Card.Body gap="6" px={{ base: '5', md: '8' }}>
        <Text>{physio.bio}</Text>
        <Flex gap="3" align="flex-start" bg="bg.muted" borderRadius="lg" p="4">
          <Box color="brand.fg" mt="0.5">
            <ShieldIcon size={20} />
          </Box>
          <Box>
            <Text fontWeight="semibold">HCPC registered: {physio.hcpc_number}</Text>
            <Text fontSize="sm" color="fg.muted">
              Registration checked by our team on {formatLongDate(physio.hcpc_checked_on)}.{' '}
              <Link href={HCPC_REGISTER_URL} target="_blank" rel="noopener noreferrer" color="brand.fg">
                Check {physio.hcpc_number} on the HCPC register
                <ExternalLinkIcon size={14} />
                <Box as="span" srOnly>
                  (opens in a new tab)
                </Box>
              </Link>
            </Text>
          </Box>
        </Flex>
        <Stack direction={{ base: 'column', md: 'row' }} gap="6">
          <Box flex="1">
            <Flex align="center" gap="2" mb="2">
              <MapPinIcon size={18} />
              <Heading as="h3" fontSize="md">
                Areas covered
              </Heading>
            </Flex>
            <Text color="fg.muted">{physio.areas.join(', ')}</Text>
          </Box>
          <Box flex="1">
            <Flex align="center" gap="2" mb="2">
              <AwardIcon size={18} />
              <Heading as="h3" fontSize="md">
                Qualifications
              </Heading>
            </Flex>
            <List.Root ps="5" color="fg.muted" gap="1">
              {physio.qualifications.map((qualification) => (
                <List.Item key={qualification}>{qualification}</List.Item>
              ))}
            </List.Root>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
