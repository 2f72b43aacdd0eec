import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toast machinery (~20 kB gzipped) is loaded when the first toast is shown: most visits never show one.
const loadToastStore = () => import('./toast/toast-store');
const ToastRegion = lazy(() => import('./toast/ToastRegion'));

export type ToastVariant = 'default' | 'destructive';

export interface NotifyOptions {
  title: string;
  description?: string;
  /** 'destructive' for failures, 'default' for everything else. */
  variant?: ToastVariant;
}

// Whether a toast has been asked for in this tab: <Toaster /> mounts the region from then on.
let regionWanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getRegionWanted = () => regionWanted;
const getServerRegionWanted = () => false;

/** Show a toast, replacing any toast already on screen. */
export function notify({ title, description, variant = 'default' }: NotifyOptions): void {
  if (!regionWanted) {
    regionWanted = true;
    listeners.forEach((listener) => listener());
  }
  // The store keeps the toast until the region subscribes to it, so the order of the two loads does not matter.
  loadToastStore()
    .then(({ toaster }) => {
      toaster.remove();
      toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info' });
    })
    .catch(() => undefined);
}

/** Mounts the toast region once the first toast is shown. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribe, getRegionWanted, getServerRegionWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
