import { err, offsetOf, ok, type Page, type PageRequest, type Result } from '@changas/server/kernel/domain';
import { ManualClock } from '@changas/server/kernel/testing';
import { AddFavourite } from '../application/add-favourite.use-case';
import { CountFavourites, ListFavourites } from '../application/list-favourites.queries';
import type { FavouriteService, ServiceCatalog } from '../application/ports/service-catalog.port';
import { RemoveFavourite } from '../application/remove-favourite.use-case';
import type { Favourite, FavouriteRepository } from '../domain/favourite.repository.port';
import { FavouritesErrors } from '../domain/favourites.errors';

/** The saved pairs in insertion order, unique as the table's index makes them. */
export class InMemoryFavouriteRepository implements FavouriteRepository {
  readonly rows: Favourite[] = [];

  async add(favourite: Favourite): Promise<Result<void>> {
    if (
      this.rows.some(
        ({ userId, serviceId }) => userId === favourite.userId && serviceId === favourite.serviceId,
      )
    )
      return err(FavouritesErrors.alreadyFavorite());
    this.rows.push(favourite);
    return ok(undefined);
  }

  async remove(userId: number, serviceId: number): Promise<boolean> {
    const index = this.rows.findIndex((row) => row.userId === userId && row.serviceId === serviceId);
    if (index >= 0) this.rows.splice(index, 1);
    return index >= 0;
  }

  async serviceIdsOf(userId: number): Promise<number[]> {
    return this.rows
      .filter((row) => row.userId === userId)
      .reverse()
      .map(({ serviceId }) => serviceId);
  }
}

/** The services anyone may see; a test hides one to pause or delete it. */
export class FakeServiceCatalog implements ServiceCatalog {
  readonly offered = new Map<number, FavouriteService>();

  async findOffered(ids: readonly number[], page: PageRequest): Promise<Page<FavouriteService>> {
    const offered = ids.flatMap((id) => this.offered.get(id) ?? []);
    const start = offsetOf(page);
    return { ...page, items: offered.slice(start, start + page.limit), total: offered.length };
  }
}

export const BETO_ID = 2;

export const service = (id: number, title = `Servicio ${id}`): FavouriteService => ({
  id,
  title,
  category: 'Jardinería',
  imageUrl: null,
  averageRating: 0,
  ratingsCount: 0,
  firstZone: { province: 'Córdoba', locality: 'Río Cuarto' },
  providerName: 'Ana Pérez',
});

/** Every use case of the favourites context over in-memory adapters. */
export function createFavouritesTestKit() {
  const favourites = new InMemoryFavouriteRepository();
  const catalog = new FakeServiceCatalog();
  const clock = new ManualClock(new Date('2026-03-02T12:00:00.000Z'));
  const list = new ListFavourites(favourites, catalog);
  return {
    favourites,
    catalog,
    clock,
    add: new AddFavourite(catalog, favourites, clock),
    remove: new RemoveFavourite(favourites),
    list,
    count: new CountFavourites(list),
  };
}
