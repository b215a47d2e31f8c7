import type { ToastOptions } from './ToastProvider';

/** An error toast: the screen's fallback as the title and the server's reason below it, or the fallback alone. */
export function failureToast(fallback: string, reason?: string): ToastOptions {
  return reason && reason !== fallback
    ? { type: 'error', title: fallback, message: reason }
    : { type: 'error', message: fallback };
}
