import { lazy } from 'react';
import AuditIcon from '@mui/icons-material/History';

export default {
  list: lazy(() => import('./AuditLogList')),
  icon: AuditIcon,
};
