import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { authProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18nProvider';
import { theme } from '../theme';

/**
 * Renders a piece of the dashboard with the app's real providers (auth, data over the HTTP client, messages,
 * theme); only fetch is stood in for, by fakeApi. `resource` puts it inside that resource as its route would.
 */
export function renderInAdmin(ui: ReactNode, { resource, path = '/' }: { resource?: string; path?: string } = {}) {
  let location = '';
  const result = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location = l.pathname)}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={createDataProvider()}
        i18nProvider={i18nProvider}
        theme={theme}
      >
        {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location: () => location };
}
