import { Box } from '@chakra-ui/react';
import { Fragment } from 'react';

const PRICE_RANGE = /(£\d+-£\d+)/;

/** Renders text so a price range such as '£100-£180' never breaks across lines at its hyphen. */
export function KeepRangesTogether({ text }: { text: string }) {
  const parts = text.split(PRICE_RANGE);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Box as="span" key={index} whiteSpace="nowrap">
            {part}
          </Box>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
