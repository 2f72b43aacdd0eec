import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useUserMenu } from 'react-admin';

/** "My account" in the user menu: change password, set up the authenticator app. */
const MyAccountMenuItem = forwardRef<HTMLAnchorElement>(function MyAccountMenuItem(props, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/my-account" ref={ref} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>My account</ListItemText>
    </MenuItem>
  );
});

export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <MyAccountMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      {/* The page title is the page’s one h1; sections below it are h2. On a phone it wraps onto a second line
          (a request's title names its urgency, district and condition), where one line would cut it mid-word. */}
      <TitlePortal
        component="h1"
        sx={(theme) => ({
          [theme.breakpoints.down('sm')]: {
            whiteSpace: 'normal',
            fontSize: '1rem',
            lineHeight: 1.25,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          },
        })}
      />
    </RaAppBar>
  );
}
