import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { OPS_ENROLMENT_PATH } from '@physio/api-contract';
import { App } from './App';

// The enrolment link (`/ops/enrol#<token>`) is a page of its own, signed out: react-admin's hash router would read
// the token after # as a route.
const EnrolApp = lazy(() => import('./enrol/EnrolApp'));
const enrolling = window.location.pathname.replace(/\/+$/, '') === OPS_ENROLMENT_PATH;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {enrolling ? (
      <Suspense fallback={null}>
        <EnrolApp />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
