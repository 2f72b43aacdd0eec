import { Badge, Card, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '../../../app/format';
import { articlePath, type Article } from '../../../content/articles';

/** A card for one article; the whole card is clickable, but only the title is the link (one link per card). */
export function ArticleCard({ article, headingLevel = 'h3' }: { article: Article; headingLevel?: 'h2' | 'h3' }) {
  return (
    <LinkBox as="article" height="full">
      <Card.Root
        variant="outline"
        borderRadius="xl"
        height="full"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={{ borderColor: 'brand.emphasized', boxShadow: 'sm' }}
      >
        <Card.Body gap="3">
          <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
            {article.category}
          </Badge>
          <Heading as={headingLevel} fontSize="lg" lineHeight="short">
            <LinkOverlay asChild>
              <RouterLink to={articlePath(article.slug)}>{article.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" flex="1">
            {article.excerpt}
          </Text>
          {/* The date and the read time each stay on one line; in a narrow card the read time moves below. */}
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap" rowGap="0">
            <Text asChild whiteSpace="nowrap">
              <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </Text>
            <Text as="span" aria-hidden="true">
              ·
            </Text>
            <Text as="span" whiteSpace="nowrap">
              {article.readTimeMinutes} min read
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
