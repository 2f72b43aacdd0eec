import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { Menu, useCanAccess } from 'react-admin';

/** "Data requests" in the side menu, for the roles that may use it (admins). */
export function DataRequestsMenuItem() {
  const { canAccess } = useCanAccess({ resource: 'data-rights', action: 'erase' });
  if (!canAccess) return null;
  return <Menu.Item to="/data-requests" primaryText="Data requests" leftIcon={<PrivacyTipIcon />} />;
}
