import { Heading, Text } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

interface StepHeadingProps {
  children: ReactNode;
  hint?: ReactNode;
}

/** The step's h2. It receives focus when the step changes so keyboard and screen-reader users know where they are. */
export const StepHeading = forwardRef<HTMLHeadingElement, StepHeadingProps>(function StepHeading(
  { children, hint },
  ref,
) {
  return (
    <>
      <Heading as="h2" ref={ref} tabIndex={-1} fontSize={{ base: 'xl', md: '2xl' }} mb="2" _focus={{ outline: 'none' }}>
        {children}
      </Heading>
      {hint ? (
        <Text color="fg.muted" mb="6">
          {hint}
        </Text>
      ) : null}
    </>
  );
});
