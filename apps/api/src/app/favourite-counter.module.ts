import { Global, Module } from '@nestjs/common';
import { CountFavourites, FavouritesModule } from '@changas/server/favourites';
import { FAVOURITE_COUNTER, type FavouriteCounter } from '@changas/server/scheduling';

/**
 * Binds scheduling's dashboard port to the favourites context's count. Neither context may depend on
 * the other, so the app, which sees both, wires them (global: the port is resolved inside SchedulingModule).
 */
@Global()
@Module({
  imports: [FavouritesModule],
  providers: [
    {
      provide: FAVOURITE_COUNTER,
      inject: [CountFavourites],
      useFactory: (count: CountFavourites): FavouriteCounter => ({
        countOf: (userId) => count.execute(userId),
      }),
    },
  ],
  exports: [FAVOURITE_COUNTER],
})
export class FavouriteCounterModule {}
