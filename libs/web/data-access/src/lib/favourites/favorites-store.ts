import { FAVORITES_STORAGE_KEY } from '@changas/shared/contracts';

type Listener = () => void;

const isServiceId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The stored ids; anything else in the key (an old format, a hand edit) reads as no favourites. */
function load(): readonly number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? [...new Set(stored.filter(isServiceId))] : [];
  } catch {
    return [];
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
  replace(ids: readonly number[]) {
    publish([...new Set(ids)]);
  },
  /** Re-reads the storage (another tab, or tests). */
  reload() {
    snapshot = load();
    listeners.forEach((listener) => listener());
  },
};
