import { lazy, Suspense, useEffect, useState } from 'react';

// The toast machinery is loaded after the page is interactive: it is not needed to read a page.
const loadToastStore = () => import('./toast/toast-store');
const ToastRegion = lazy(() => import('./toast/ToastRegion'));

export type ToastVariant = 'default' | 'destructive';

export interface NotifyOptions {
  title: string;
  description?: string;
  /** 'destructive' for failures, 'default' for everything else. */
  variant?: ToastVariant;
}

/** Show a toast, replacing any toast already on screen. */
export function notify({ title, description, variant = 'default' }: NotifyOptions): void {
  loadToastStore()
    .then(({ toaster }) => {
      toaster.remove();
      toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info' });
    })
    .catch(() => undefined);
}

/** Mounts the toast region once the browser is idle after hydration (or at once when a toast is due first). */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(mount, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(mount, 200);
    return () => clearTimeout(timer);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
