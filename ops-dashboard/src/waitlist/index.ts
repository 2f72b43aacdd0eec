import { lazy } from 'react';
import WaitlistIcon from '@mui/icons-material/HourglassTop';

export default {
  list: lazy(() => import('./WaitlistList')),
  show: lazy(() => import('./WaitlistShow')),
  icon: WaitlistIcon,
};
