import { Create, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { OpsAccountCreateBody } from '@physio/api-contract';
import { ROLE_CHOICES } from '../common/choices';
import { PASSWORD_HELP, passwordProblem } from './password';

type Values = Partial<OpsAccountCreateBody>;

export function validateNewAccount(values: Values) {
  const errors: Partial<Record<keyof OpsAccountCreateBody, string>> = {};
  if (!values.username?.trim()) errors.username = 'Enter a username';
  if (!values.display_name?.trim()) errors.display_name = 'Enter the name colleagues know them by';
  if (!values.role) errors.role = 'Choose a role';
  const problem = passwordProblem(values.password ?? '', values.username);
  if (problem) errors.password = problem;
  return errors;
}

/** A new account with an initial password, given to the person in person or by phone, never by email. */
export default function AccountCreate() {
  return (
    <Create title="New account" redirect="list">
      <SimpleForm validate={validateNewAccount} sx={{ maxWidth: 560 }} defaultValues={{ role: 'coordinator' }}>
        <TextInput source="username" label="Username" autoComplete="off" isRequired />
        <TextInput source="display_name" label="Name" isRequired />
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} isRequired />
        <PasswordInput
          source="password"
          label="Initial password"
          helperText={PASSWORD_HELP}
          autoComplete="new-password"
          isRequired
        />
      </SimpleForm>
    </Create>
  );
}
