/**
 * Runs `task` when the browser has a moment to spare (requestIdleCallback, or after `timeout` ms at the latest), so
 * work no one is waiting for does not lengthen the tasks that hydrate the page or answer a tap. Browsers without
 * requestIdleCallback run it after a short delay. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 100);
  return () => window.clearTimeout(timer);
}
