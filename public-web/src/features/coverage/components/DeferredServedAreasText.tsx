import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../app/when-idle';
import { NeutralServedAreasText, type ServedAreasTextProps } from './NeutralServedAreasText';

const ServedAreasText = lazy(() => import('./ServedAreasText'));

/**
 * The served-areas line, with its data fetching loaded once the page is idle: the line sits below the fold or in
 * small print, so it should not cost the first render. Until then (and in prerendered HTML) a neutral link shows.
 */
export function DeferredServedAreasText(props: ServedAreasTextProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 1500), []);
  const neutral = <NeutralServedAreasText {...props} />;
  return ready ? (
    <Suspense fallback={neutral}>
      <ServedAreasText {...props} />
    </Suspense>
  ) : (
    neutral
  );
}
