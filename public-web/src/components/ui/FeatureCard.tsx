import { Box, Card, Heading, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FeatureCardProps {
  title: ReactNode;
  /** Optional inline SVG icon (see components/ui/icons). */
  icon?: ReactNode;
  /** A small label above the title, e.g. a timeline such as '6-12 weeks'. */
  badge?: ReactNode;
  description?: ReactNode;
  /** Short bullet points shown under the description. */
  bullets?: readonly ReactNode[];
  /** A link or button at the bottom of the card. */
  footer?: ReactNode;
  /** Heading level inside the section (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}

/** A bordered card with an icon, a title, text and optional bullets; use inside a SimpleGrid. */
export function FeatureCard({
  title,
  icon,
  badge,
  description,
  bullets,
  footer,
  headingLevel = 'h3',
  children,
}: FeatureCardProps) {
  return (
    <Card.Root variant="outline" height="full" borderRadius="xl">
      <Card.Body gap="3">
        {icon ? (
          <Box color="brand.fg" bg="brand.subtle" borderRadius="lg" p="2.5" width="fit-content" aria-hidden="true">
            {icon}
          </Box>
        ) : null}
        {badge ? (
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
            {badge}
          </Text>
        ) : null}
        <Heading as={headingLevel} fontSize="lg" lineHeight="short">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
        {bullets && bullets.length > 0 ? (
          <List.Root gap="1.5" ps="5" color="fg.muted">
            {bullets.map((bullet, index) => (
              <List.Item key={index}>{bullet}</List.Item>
            ))}
          </List.Root>
        ) : null}
        {children}
      </Card.Body>
      {footer ? <Card.Footer>{footer}</Card.Footer> : null}
    </Card.Root>
  );
}
