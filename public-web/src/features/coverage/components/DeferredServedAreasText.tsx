import { lazy, Suspense, useEffect, useState } from 'react';
import { NeutralServedAreasText, type ServedAreasTextProps } from './NeutralServedAreasText';

const ServedAreasText = lazy(() => import('./ServedAreasText'));

/**
 * The served-areas line, with its data fetching loaded once the page is idle: the line sits below the fold or in
 * small print, so it should not cost the first render. Until then (and in prerendered HTML) a neutral link shows.
 */
export function DeferredServedAreasText(props: ServedAreasTextProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 100);
    return () => clearTimeout(timer);
  }, []);
  const neutral = <NeutralServedAreasText {...props} />;
  return ready ? (
    <Suspense fallback={neutral}>
      <ServedAreasText {...props} />
    </Suspense>
  ) : (
    neutral
  );
}
