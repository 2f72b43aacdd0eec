import { lazy } from 'react';
import EnquiryIcon from '@mui/icons-material/MarkEmailUnread';

export default {
  list: lazy(() => import('./EnquiryList')),
  show: lazy(() => import('./EnquiryShow')),
  edit: lazy(() => import('./EnquiryEdit')),
  icon: EnquiryIcon,
};
