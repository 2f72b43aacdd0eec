import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { referrerHost, sendPageView } from './page-views';

/** Reports one page view per route change to our own backend (no third parties, no cookies). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const isFirstView = useRef(true);

  useEffect(() => {
    // Only the landing page view carries the referring site; later views are navigation inside the site.
    const referrer = isFirstView.current ? referrerHost(document.referrer, window.location.hostname) : null;
    isFirstView.current = false;
    sendPageView(pathname, referrer);
  }, [pathname]);

  return null;
}
