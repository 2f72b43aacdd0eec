import { Accordion, Badge, Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
  /** Shown as a tag above the question when given. */
  category?: string;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Open panels (controlled); several may be open at once. */
  value?: string[];
  onValueChange?: (value: string[]) => void;
  headingLevel?: 'h2' | 'h3';
}

/** Questions as expandable panels; any number can be open at the same time. */
export function FaqAccordion({ items, value, onValueChange, headingLevel = 'h3' }: FaqAccordionProps) {
  return (
    <Accordion.Root
      multiple
      collapsible
      variant="enclosed"
      value={value}
      onValueChange={onValueChange ? (details) => onValueChange(details.value) : undefined}
      bg="bg"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Heading as={headingLevel} fontSize="md" fontWeight="semibold">
            <Accordion.ItemTrigger py="4" minH="12" cursor="pointer">
              <Box flex="1" textAlign="start">
                {item.category ? (
                  <Badge colorPalette="brand" variant="subtle" mb="1.5" display="table">
                    {item.category}
                  </Badge>
                ) : null}
                {item.question}
              </Box>
              <Accordion.ItemIndicator>
                <ChevronDownIcon size={20} />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              {typeof item.answer === 'string' ? <Text color="fg.muted">{item.answer}</Text> : item.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
