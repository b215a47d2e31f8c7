import { FAVORITES_STORAGE_KEY } from '@changas/shared/contracts';
import { favoritesStore, NO_FAVORITES } from './favorites-store';

describe('favoritesStore', () => {
  beforeEach(() => {
    localStorage.clear();
    favoritesStore.reload();
  });

  it('reads no favourites as the one shared empty list, so a hydrating page sees no change', () => {
    expect(favoritesStore.getSnapshot()).toBe(NO_FAVORITES);
  });

  it('tells its listeners about a change only', () => {
    const listener = jest.fn();
    const unsubscribe = favoritesStore.subscribe(listener);
    favoritesStore.replace([]);
    expect(listener).not.toHaveBeenCalled();

    favoritesStore.replace([3, 5, 3]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(favoritesStore.getSnapshot()).toEqual([3, 5]);
    expect(localStorage.getItem(FAVORITES_STORAGE_KEY)).toBe('[3,5]');

    favoritesStore.replace([3, 5]);
    expect(listener).toHaveBeenCalledTimes(1);

    favoritesStore.replace([]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(favoritesStore.getSnapshot()).toBe(NO_FAVORITES);
    unsubscribe();
  });
});
