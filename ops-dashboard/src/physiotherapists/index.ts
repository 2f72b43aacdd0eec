import { lazy } from 'react';
import PhysiotherapistIcon from '@mui/icons-material/MedicalServices';

// Each page loads when first opened: the first page a coordinator sees does not wait for every form and table.
export default {
  list: lazy(() => import('./PhysiotherapistList')),
  show: lazy(() => import('./PhysiotherapistShow')),
  edit: lazy(() => import('./PhysiotherapistEdit')),
  create: lazy(() => import('./PhysiotherapistCreate')),
  icon: PhysiotherapistIcon,
  recordRepresentation: 'name',
};
