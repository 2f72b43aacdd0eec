import { DataTable, List, SimpleList, useCanAccess } from 'react-admin';
import { OPS_ROLE_LABELS, type OpsAccount } from '@physio/api-contract';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';
import { ListPagination } from '../common/ListPagination';
import { KeyboardOpenRows } from '../common/KeyboardOpenRows';
import { Flag } from '../common/Flag';
import { SignInRules } from './SignInRules';

/** Sign-in slowed by failed attempts now (a lockout an admin can lift on the account's page), and until when. */
const slowedText = (r: OpsAccount) =>
  r.sign_in_slowed_until ? `Sign-in slowed until ${formatDateTime(r.sign_in_slowed_until)}` : null;

const Col = DataTable.Col<OpsAccount>;

export default function AccountList() {
  const isSmall = useIsSmall();
  const { canAccess: canSetRules } = useCanAccess({ resource: 'sign-in-rules', action: 'edit' });
  return (
    <>
      <List sort={{ field: 'username', order: 'ASC' }} exporter={false} perPage={25} pagination={<ListPagination />}>
        {isSmall ? (
          <SimpleList<OpsAccount>
            primaryText={(r) => `${r.display_name} (${r.username})`}
            secondaryText={(r) => (
              <>
                {`${OPS_ROLE_LABELS[r.role]}${r.active ? '' : ' · disabled'}`}
                {slowedText(r) && <Flag>{slowedText(r)}</Flag>}
              </>
            )}
            tertiaryText={(r) =>
              r.last_sign_in_at ? `Last signed in ${formatDateTime(r.last_sign_in_at)}` : 'Never signed in'
            }
            linkType="edit"
          />
        ) : (
          <KeyboardOpenRows>
            <DataTable<OpsAccount> rowClick="edit" bulkActionButtons={false}>
              <Col source="username" label="Username" />
              <Col source="display_name" label="Name" />
              <Col source="role" label="Role" render={(r) => OPS_ROLE_LABELS[r.role]} />
              <Col
                source="active"
                label="Status"
                render={(r) => (
                  <>
                    {r.active ? 'Active' : 'Disabled'}
                    {slowedText(r) && <Flag>{slowedText(r)}</Flag>}
                  </>
                )}
              />
              <Col label="Authenticator app" disableSort render={(r) => (r.totp_enabled ? 'Set up' : 'Not set up')} />
              <Col
                source="last_sign_in_at"
                label="Last signed in"
                render={(r) => (r.last_sign_in_at ? formatDateTime(r.last_sign_in_at) : 'Never')}
              />
            </DataTable>
          </KeyboardOpenRows>
        )}
      </List>
      {canSetRules && <SignInRules />}
    </>
  );
}
