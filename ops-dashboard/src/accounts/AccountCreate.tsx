import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import type { OpsAccountCreateBody, OpsAccountCreated } from '@physio/api-contract';
import type { EnrolmentLinkState } from './EnrolmentLinkButton';
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

/**
 * A new account with an initial password, given to the person in person or by phone, never by email. In production
 * the answer carries the account's one-time enrolment link (the person sets up their own password and app through
 * it): the account's page opens with it shown, once.
 */
export default function AccountCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const created = (account: OpsAccountCreated) => {
    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    if (account.enrolment_link) {
      const state: EnrolmentLinkState = { enrolmentLink: account.enrolment_link };
      redirect('edit', 'accounts', account.id, undefined, state);
    } else {
      redirect('list', 'accounts');
    }
  };
  return (
    <Create title="New account" mutationOptions={{ onSuccess: created }}>
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
