import { Body, Controller, Delete, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  API_PATHS,
  FAVORITE_MESSAGES,
  type FavoriteListResponse,
  type FavoriteResponse,
} from '@changas/shared/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  PageQueryDto,
  ParseIdPipe,
  SuccessMessage,
  unwrap,
} from '@changas/server/kernel';
import { AddFavourite } from '../../application/add-favourite.use-case';
import { ListFavourites } from '../../application/list-favourites.queries';
import { RemoveFavourite } from '../../application/remove-favourite.use-case';
import { AddFavoriteDto } from './dto/favorite.dto';
import { FavoriteViewMapper } from './favorite-view.mapper';

const SERVICE_ID = new ParseIdPipe('CATALOG.INVALID_SERVICE_ID');

@ApiTags('favourites')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller(API_PATHS.favorites)
export class FavoritesController {
  constructor(
    private readonly addFavourite: AddFavourite,
    private readonly removeFavourite: RemoveFavourite,
    private readonly listFavourites: ListFavourites,
  ) {}

  @Get()
  @ApiOperation({
    summary: "A page of the caller's saved services that are still offered, newest saved first",
  })
  async list(
    @CurrentUser() { id }: AuthenticatedUser,
    @Query() page: PageQueryDto,
  ): Promise<FavoriteListResponse> {
    return FavoriteViewMapper.toList(await this.listFavourites.execute(id, page));
  }

  @Post()
  @SuccessMessage(FAVORITE_MESSAGES.added)
  @ApiOperation({ summary: 'Saves an active service; saving it twice answers 409' })
  async add(
    @CurrentUser() { id }: AuthenticatedUser,
    @Body() { service_id }: AddFavoriteDto,
  ): Promise<FavoriteResponse> {
    unwrap(await this.addFavourite.execute(id, service_id));
    return { favorite: { service_id } };
  }

  @Delete(':serviceId')
  @SuccessMessage(FAVORITE_MESSAGES.removed)
  @ApiOperation({ summary: 'Removes a saved service by its service id' })
  @ApiParam({ name: 'serviceId', type: Number })
  async remove(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('serviceId', SERVICE_ID) serviceId: number,
  ): Promise<FavoriteResponse> {
    unwrap(await this.removeFavourite.execute(id, serviceId));
    return { favorite: { service_id: serviceId } };
  }
}
