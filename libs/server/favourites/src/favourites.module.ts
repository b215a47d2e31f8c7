import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '@changas/server/catalog';
import { AddFavourite } from './application/add-favourite.use-case';
import { FAVOURITE_REPOSITORY, SERVICE_CATALOG } from './application/favourites.tokens';
import { CountFavourites, ListFavourites } from './application/list-favourites.queries';
import { RemoveFavourite } from './application/remove-favourite.use-case';
import { CatalogServiceCatalog } from './infrastructure/catalog/catalog-service-catalog.adapter';
import { FavoritesController } from './infrastructure/http/favorites.controller';
import { FavouriteOrmEntity } from './infrastructure/persistence/favourite.orm-entity';
import { FavouriteTypeormRepository } from './infrastructure/persistence/favourite.typeorm-repository';

/** The services each user saved; the services themselves are the catalog's. */
@Module({
  imports: [TypeOrmModule.forFeature([FavouriteOrmEntity]), CatalogModule],
  controllers: [FavoritesController],
  providers: [
    AddFavourite,
    RemoveFavourite,
    ListFavourites,
    CountFavourites,
    { provide: FAVOURITE_REPOSITORY, useClass: FavouriteTypeormRepository },
    { provide: SERVICE_CATALOG, useClass: CatalogServiceCatalog },
  ],
  exports: [CountFavourites],
})
export class FavouritesModule {}
