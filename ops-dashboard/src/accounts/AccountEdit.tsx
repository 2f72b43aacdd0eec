import {
  BooleanInput,
  Edit,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { OpsAccount } from '@physio/api-contract';
import { ROLE_CHOICES } from '../common/choices';
import { Facts } from '../common/Facts';
import { Section } from '../common/Section';
import { formatDateTime } from '../format';
import { EndSessionsButton, UnlockSignInButton } from './AccountActionButtons';
import { EnrolmentLinkButton } from './EnrolmentLinkButton';
import { PASSWORD_HELP, passwordProblem } from './password';

function AccountTitle() {
  const record = useRecordContext<OpsAccount>();
  return <span>{record ? `Account: ${record.display_name}` : 'Account'}</span>;
}

function AccountFacts() {
  const record = useRecordContext<OpsAccount>();
  if (!record) return null;
  return (
    <Section title="Account">
      <Facts
        items={[
          ['Username', record.username],
          ['Authenticator app', record.totp_enabled ? 'Set up' : 'Not set up'],
          ['Last signed in', record.last_sign_in_at ? formatDateTime(record.last_sign_in_at) : 'Never'],
          ['Created', formatDateTime(record.created_at)],
        ]}
      />
    </Section>
  );
}

function validate(values: Partial<OpsAccount> & { password?: string | null }) {
  const errors: Record<string, string> = {};
  if (!values.display_name?.trim()) errors.display_name = 'Enter the name colleagues know them by';
  if (values.password) {
    const problem = passwordProblem(values.password, values.username);
    if (problem) errors.password = problem;
  }
  return errors;
}

/** Role, name and active; a new password when one is typed. Disabling or resetting signs the account out. */
export default function AccountEdit() {
  return (
    <Edit
      title={<AccountTitle />}
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
          <EnrolmentLinkButton />
          <UnlockSignInButton />
          <EndSessionsButton />
        </TopToolbar>
      }
    >
      <SimpleForm validate={validate} sx={{ maxWidth: 560 }}>
        <AccountFacts />
        <Section title="Change">
          <TextInput source="display_name" label="Name" isRequired />
          <SelectInput source="role" label="Role" choices={ROLE_CHOICES} isRequired />
          <BooleanInput source="active" label="Active (can sign in)" />
          <PasswordInput
            source="password"
            label="New password (leave empty to keep the current one)"
            helperText={`${PASSWORD_HELP}. Resetting signs them out everywhere.`}
            autoComplete="new-password"
          />
        </Section>
      </SimpleForm>
    </Edit>
  );
}
