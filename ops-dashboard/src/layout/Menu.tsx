import { CanAccess, Menu as RaMenu } from 'react-admin';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { DataRequestsMenuItem } from '../data-rights';
import { BACKGROUND_WORK_PATH } from '../queue-health/paths';

/**
 * Home, the resources this role may open (react-admin asks canAccess for each), Background work, Data requests
 * (admins), and My account.
 */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="Home" />
      <RaMenu.ResourceItems />
      <CanAccess resource="queue-health" action="list">
        <RaMenu.Item to={BACKGROUND_WORK_PATH} primaryText="Background work" leftIcon={<WorkHistoryIcon />} />
      </CanAccess>
      <DataRequestsMenuItem />
      <RaMenu.Item to="/my-account" primaryText="My account" leftIcon={<ManageAccountsIcon />} />
    </RaMenu>
  );
}
