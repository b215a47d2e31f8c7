import { ApiProperty } from '@nestjs/swagger';
import { type AddFavoriteRequest, FAVORITE_RULES } from '@changas/shared/contracts';
import { isPositiveInteger, Satisfies } from '@changas/server/kernel';

/** POST /api/favorites: whether the service may be saved is the catalog's answer. */
export class AddFavoriteDto implements AddFavoriteRequest {
  @ApiProperty({ type: Number, example: 12 })
  @Satisfies('serviceId', isPositiveInteger, FAVORITE_RULES.serviceId)
  service_id!: number;
}
