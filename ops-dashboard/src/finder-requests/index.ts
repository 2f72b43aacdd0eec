import { lazy } from 'react';
import QueueIcon from '@mui/icons-material/AssignmentInd';

export default {
  list: lazy(() => import('./FinderRequestList')),
  show: lazy(() => import('./FinderRequestShow')),
  icon: QueueIcon,
};
