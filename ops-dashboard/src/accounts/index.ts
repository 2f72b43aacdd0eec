import { lazy } from 'react';
import AccountIcon from '@mui/icons-material/People';

export default {
  list: lazy(() => import('./AccountList')),
  edit: lazy(() => import('./AccountEdit')),
  create: lazy(() => import('./AccountCreate')),
  icon: AccountIcon,
  recordRepresentation: 'display_name',
};
