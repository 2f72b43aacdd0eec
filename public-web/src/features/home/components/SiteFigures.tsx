import { useEffect, useState } from 'react';
import { REPLY_PROMISE_HOURS } from '@physio/api-contract';
import { whenIdle } from '../../../app/when-idle';
import { sourced, BUSINESS_CLAIMS } from '../../../content/claims';
import { countedFigures, fetchSiteFigures, LOADING_FIGURES, type ShownFigure } from '../api/site-figures';

/** Claims the product cannot count, shown only once claims.ts gives them a source. */
const SOURCED_CLAIMS: ShownFigure[] = sourced(Object.values(BUSINESS_CLAIMS));

const REPLY_PROMISE_FIGURE: ShownFigure = { number: `${REPLY_PROMISE_HOURS} hours`, label: 'our reply promise' };

/**
 * The home page's figures: counted by the API from our own tables when the page is idle (GET /api/site-figures),
 * never typed in. Until they arrive, or if they cannot, only the figures that need no counting show.
 */
export function SiteFigures() {
  const [counted, setCounted] = useState<ShownFigure[] | null>(null);
  useEffect(() => {
    let current = true;
    const cancel = whenIdle(() => {
      fetchSiteFigures()
        .then((figures) => {
          if (current) setCounted(countedFigures(figures));
        })
        .catch(() => {
          if (current) setCounted([]);
        });
    }, 1500);
    return () => {
      current = false;
      cancel();
    };
  }, []);
  const loading = counted === null;
  const figures = [...(counted ?? LOADING_FIGURES), ...SOURCED_CLAIMS, REPLY_PROMISE_FIGURE];
  return (
    <dl className="home-stats" aria-busy={loading}>
      {figures.map((figure) => (
        // A figure still loading is hidden from screen readers: a label without its number says nothing.
        <div key={figure.label} className="home-stats__item" aria-hidden={figure.number === '' ? true : undefined}>
          <dt className="home-stats__label">{figure.label}</dt>
          <dd className="home-stats__number">{figure.number || '\u00a0'}</dd>
        </div>
      ))}
    </dl>
  );
}
