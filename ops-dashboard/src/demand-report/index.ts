import { lazy } from 'react';
import DemandIcon from '@mui/icons-material/Insights';

// Analysts land here after sign-in; coordinators and admins open it from the menu.
export default {
  list: lazy(() => import('./DemandReport')),
  icon: DemandIcon,
};
