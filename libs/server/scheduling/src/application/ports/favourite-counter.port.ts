/**
 * How many services a user keeps as favourites, for the dashboard. Favourites is not a dependency of
 * scheduling (contexts point one way), so the app binds this port to the favourites context's query.
 */
export interface FavouriteCounter {
  countOf(userId: number): Promise<number>;
}
