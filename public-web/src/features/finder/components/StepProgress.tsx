import { Box, Flex, Text } from '@chakra-ui/react';

interface StepProgressProps {
  step: number;
  totalSteps: number;
}

/**
 * 'Step N of 4', the share complete, and the progress bar: a plain element with the progressbar role. Chakra's
 * Progress runs a state machine and builds an Intl number formatter on hydration (~30 ms of a phone's main thread)
 * to draw the same bar.
 */
export function StepProgress({ step, totalSteps }: StepProgressProps) {
  const percent = Math.round((step / totalSteps) * 100);
  return (
    <>
      <Flex justify="space-between" align="center" mb="2" fontSize="sm" fontWeight="medium">
        <Text aria-live="polite">
          Step {step} of {totalSteps}
        </Text>
        <Text color="fg.muted">{percent}% complete</Text>
      </Flex>
      <Box
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${totalSteps}`}
        h="2"
        mb="8"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" borderRadius="full" transition="width 0.3s ease" />
      </Box>
    </>
  );
}
