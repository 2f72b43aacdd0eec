import { DataTable, List, SimpleList } from 'react-admin';
import { OPS_ROLE_LABELS, type OpsAccount } from '@physio/api-contract';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';

const Col = DataTable.Col<OpsAccount>;

export default function AccountList() {
  const isSmall = useIsSmall();
  return (
    <List sort={{ field: 'username', order: 'ASC' }} exporter={false} perPage={25}>
      {isSmall ? (
        <SimpleList<OpsAccount>
          primaryText={(r) => `${r.display_name} (${r.username})`}
          secondaryText={(r) => `${OPS_ROLE_LABELS[r.role]}${r.active ? '' : ' · disabled'}`}
          tertiaryText={(r) =>
            r.last_sign_in_at ? `Last signed in ${formatDateTime(r.last_sign_in_at)}` : 'Never signed in'
          }
          linkType="edit"
        />
      ) : (
        <DataTable<OpsAccount> rowClick="edit" bulkActionButtons={false}>
          <Col source="username" label="Username" />
          <Col source="display_name" label="Name" />
          <Col source="role" label="Role" render={(r) => OPS_ROLE_LABELS[r.role]} />
          <Col source="active" label="Status" render={(r) => (r.active ? 'Active' : 'Disabled')} />
          <Col label="Authenticator app" disableSort render={(r) => (r.totp_enabled ? 'Set up' : 'Not set up')} />
          <Col
            source="last_sign_in_at"
            label="Last signed in"
            render={(r) => (r.last_sign_in_at ? formatDateTime(r.last_sign_in_at) : 'Never')}
          />
        </DataTable>
      )}
    </List>
  );
}
