import { useState } from 'react';
import { Confirm, HttpError, SaveButton, useNotify, useSaveContext } from 'react-admin';
import { OPS_ERROR_CODES } from '@physio/api-contract';
import { apiErrorCode, errorMessage } from '../apiErrors';

const hasFieldErrors = (error: unknown) =>
  error instanceof HttpError &&
  typeof error.body === 'object' &&
  error.body !== null &&
  Boolean((error.body as { errors?: unknown }).errors);

type Values = Record<string, unknown>;

/**
 * Save, and when the API answers that the base district is outside the areas we cover, a warning the coordinator
 * confirms (or goes back to correct the district); confirmed, the same values are saved again with
 * `outside_coverage_confirmed`. Field errors show on their fields, in the form's words (serverErrors.ts).
 */
export function PhysiotherapistSaveButton() {
  const { save } = useSaveContext();
  const notify = useNotify();
  const [outside, setOutside] = useState<Values | null>(null);

  const onError = (error: unknown, variables?: { data?: Values }) => {
    if (apiErrorCode(error) === OPS_ERROR_CODES.OUTSIDE_COVERAGE && variables?.data) {
      setOutside(variables.data);
      return;
    }
    // Field errors are on their fields, and the form's notification names them.
    if (!hasFieldErrors(error)) notify(errorMessage(error), { type: 'error' });
  };

  const saveAnyway = () => {
    const values = outside;
    setOutside(null);
    // No form submission is behind this save: whatever refuses it is said here (its message names the fields).
    const onConfirmedError = (error: unknown) => notify(errorMessage(error), { type: 'error' });
    if (values && save) void save({ ...values, outside_coverage_confirmed: true }, { onError: onConfirmedError });
  };

  const district = String(outside?.base_district ?? '');
  const name = typeof outside?.name === 'string' && outside.name ? outside.name : 'this physiotherapist';
  return (
    <>
      <SaveButton type="button" mutationOptions={{ onError }} />
      <Confirm
        isOpen={outside !== null}
        title="Base district outside our coverage"
        content={`${district} is outside the areas we cover: families there are offered the waitlist, not a physiotherapist, until we cover it. Save ${name} based in ${district} anyway?`}
        confirm="Save anyway"
        cancel="Change the district"
        onConfirm={saveAnyway}
        onClose={() => setOutside(null)}
      />
    </>
  );
}
