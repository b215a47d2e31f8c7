export { FavouritesModule } from './favourites.module';
export { FAVOURITES_MIGRATIONS } from './infrastructure/migrations/favourites.migrations';
// The query the dashboard's counter reads.
export { CountFavourites } from './application/list-favourites.queries';
