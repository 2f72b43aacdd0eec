import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface OptionCard<Value extends string> {
  value: Value;
  label: string;
  description?: string;
}

interface OptionCardsProps<Value extends string> {
  /** Accessible name of the radio group (visually hidden: the step heading says the same). */
  label: string;
  name: string;
  options: readonly OptionCard<Value>[];
  value: Value | '';
  onChange: (value: Value) => void;
  invalid: boolean;
  errorId?: string;
  columns: { base: number; sm?: number; md?: number };
  children?: ReactNode;
}

function isOption<Value extends string>(options: readonly OptionCard<Value>[], value: string): value is Value {
  return options.some((option) => option.value === value);
}

/** Selectable cards that behave as one radio group: arrow keys move between them, Space selects. */
export function OptionCards<Value extends string>({
  label,
  name,
  options,
  value,
  onChange,
  invalid,
  errorId,
  columns,
}: OptionCardsProps<Value>) {
  return (
    <RadioCard.Root
      name={name}
      value={value || null}
      onValueChange={(details) => {
        if (details.value && isOption(options, details.value)) onChange(details.value);
      }}
      colorPalette="brand"
      variant="surface"
      invalid={invalid}
      aria-describedby={invalid ? errorId : undefined}
    >
      <RadioCard.Label srOnly>{label}</RadioCard.Label>
      <SimpleGrid columns={columns} gap="3">
        {options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value} minH="14">
            <RadioCard.ItemHiddenInput data-field={name} />
            <RadioCard.ItemControl alignItems="center">
              <RadioCard.ItemContent>
                <RadioCard.ItemText fontWeight="semibold">{option.label}</RadioCard.ItemText>
                {option.description ? (
                  // Full opacity: the recipe's faded description fails the 4.5:1 contrast check.
                  <RadioCard.ItemDescription opacity={1}>
                    <Text as="span" color="fg.muted">
                      {option.description}
                    </Text>
                  </RadioCard.ItemDescription>
                ) : null}
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
