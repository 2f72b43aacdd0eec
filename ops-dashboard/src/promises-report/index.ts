import { lazy } from 'react';
import PromisesIcon from '@mui/icons-material/HandshakeOutlined';

// Beside the demand report: figures only, so every role reads it (the physiotherapist grouping is the team's).
export default {
  list: lazy(() => import('./PromisesReport')),
  icon: PromisesIcon,
};
