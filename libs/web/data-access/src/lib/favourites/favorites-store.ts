import { FAVORITES_STORAGE_KEY } from '@changas/shared/contracts';

type Listener = () => void;

const isServiceId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** One empty list: a page hydrating with the server's (empty) snapshot sees no change and renders nothing again. */
export const NO_FAVORITES: readonly number[] = [];

/** The stored ids; anything else in the key (an old format, a hand edit) reads as no favourites. */
function load(): readonly number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    const ids = Array.isArray(stored) ? [...new Set(stored.filter(isServiceId))] : [];
    return ids.length ? ids : NO_FAVORITES;
  } catch {
    return NO_FAVORITES;
  }
}

let snapshot = load();
const listeners = new Set<Listener>();

function publish(ids: readonly number[]) {
  snapshot = ids;
  localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));
  listeners.forEach((listener) => listener());
}

/** The favourite service ids in localStorage `favorites` (spec sections 3 and 9), shown at once by every heart. */
export const favoritesStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly number[] => snapshot,
  has: (serviceId: number) => snapshot.includes(serviceId),
  add(serviceId: number) {
    if (!snapshot.includes(serviceId)) publish([...snapshot, serviceId]);
  },
  remove(serviceId: number) {
    if (snapshot.includes(serviceId)) publish(snapshot.filter((id) => id !== serviceId));
  },
  /** Publishes only a change: every heart on the page re-renders, synchronously, on each publish. */
  replace(ids: readonly number[]) {
    const next = [...new Set(ids)];
    if (next.length === snapshot.length && next.every((id, index) => id === snapshot[index])) return;
    publish(next.length ? next : NO_FAVORITES);
  },
  /** Re-reads the storage (another tab, or tests). */
  reload() {
    snapshot = load();
    listeners.forEach((listener) => listener());
  },
};
