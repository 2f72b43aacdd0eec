import { Menu as RaMenu } from 'react-admin';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';

/** Home, the resources this role may open (react-admin asks canAccess for each), and My account. */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="Home" />
      <RaMenu.ResourceItems />
      <RaMenu.Item to="/my-account" primaryText="My account" leftIcon={<ManageAccountsIcon />} />
    </RaMenu>
  );
}
