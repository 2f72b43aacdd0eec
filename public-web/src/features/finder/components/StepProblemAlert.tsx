import { Alert } from '@chakra-ui/react';
import type { StepProblem } from '../finder-draft';

/** The step's validation message (title and sentence from the spec), announced to screen readers. */
export function StepProblemAlert({ problem }: { problem: Pick<StepProblem, 'title' | 'description'> }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="lg" mb="5">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{problem.title}</Alert.Title>
        <Alert.Description>{problem.description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
