import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import accounts from './accounts';
import auditLog from './audit-log';
import coverage from './coverage';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { DATA_REQUESTS_PATH, DataRequestsPage } from './data-rights';
import { dataProvider } from './dataProvider';
import demand from './demand-report';
import enquiries from './enquiries';
import finderRequests from './finder-requests';
import { i18nProvider } from './i18nProvider';
import { Layout } from './layout/Layout';
import { AccessDenied, NotFound } from './layout/PlainPages';
import { LoginPage } from './login/LoginPage';
import physiotherapists from './physiotherapists';
import promises from './promises-report';
import { BACKGROUND_WORK_PATH } from './queue-health/paths';
import waitlist from './waitlist';
import { theme } from './theme';

// Lists remember their filters in memory only: a search for a family's name is personal data, and react-admin's
// default store would keep it in localStorage after the tab is closed.
const store = memoryStore();

const MyAccountPage = lazy(() => import('./account/MyAccountPage'));
const QueueHealthPage = lazy(() => import('./queue-health/QueueHealthPage'));

export function App() {
  return (
    <Admin
      title="Operations dashboard"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      accessDenied={AccessDenied}
      catchAll={NotFound}
      requireAuth
      store={store}
      // react-admin otherwise reports the domain to its authors on first load: no third-party requests here.
      disableTelemetry
    >
      <Resource name="finder-requests" {...finderRequests} />
      <Resource name="physiotherapists" {...physiotherapists} />
      <Resource name="enquiries" {...enquiries} />
      <Resource name="demand" {...demand} />
      <Resource name="promises" {...promises} />
      <Resource name="coverage" {...coverage} />
      <Resource name="waitlist" {...waitlist} />
      <Resource name="accounts" {...accounts} />
      <Resource name="audit-log" {...auditLog} />
      <CustomRoutes>
        <Route path="/my-account" element={<MyAccountPage />} />
        <Route path={DATA_REQUESTS_PATH} element={<DataRequestsPage />} />
        <Route path={BACKGROUND_WORK_PATH} element={<QueueHealthPage />} />
      </CustomRoutes>
    </Admin>
  );
}
