import { Stack, Text } from '@chakra-ui/react';

/** A readable column of paragraphs. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Stack gap="4" maxW="3xl" mx="auto" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
