import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SITE_NAME } from '../seo';

export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} minH="11" borderRadius="md">
      <RouterLink to="/" aria-label={`${SITE_NAME}, home`}>
        <HStack gap="2">
          <Box as="span" color={inverted ? 'white' : 'brand.solid'} flexShrink={0}>
            <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path d="M16 7 7 14v11h6v-6h6v6h6V14z" fill={inverted ? '#173f3b' : '#fff'} />
            </svg>
          </Box>
          <Text as="span" fontWeight="bold" fontSize="lg" color={inverted ? 'white' : 'fg'} whiteSpace="nowrap">
            {SITE_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
