import { lazy } from 'react';
import CoverageIcon from '@mui/icons-material/Map';

export default {
  list: lazy(() => import('./CoverageList')),
  icon: CoverageIcon,
};
