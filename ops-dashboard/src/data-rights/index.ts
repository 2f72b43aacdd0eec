import { lazy } from 'react';

/** The page (admins): a custom route, not a react-admin resource, since it lists no records of its own. */
export const DataRequestsPage = lazy(() => import('./DataRequestsPage'));
export { DataRequestsMenuItem } from './DataRequestsMenuItem';
export const DATA_REQUESTS_PATH = '/data-requests';
