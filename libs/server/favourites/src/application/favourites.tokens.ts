/** Injection tokens of the favourites context's ports. */
export const FAVOURITE_REPOSITORY = Symbol('FavouriteRepository');
export const SERVICE_CATALOG = Symbol('FavouritesServiceCatalog');
