import { ApiProperty } from '@nestjs/swagger';
import { type AddFavoriteRequest, FAVORITE_RULES } from '@changas/shared/contracts';
import { Satisfies } from '@changas/server/kernel';

const isPositiveInteger = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 1;

/** POST /api/favorites: whether the service may be saved is the catalog's answer. */
export class AddFavoriteDto implements AddFavoriteRequest {
  @ApiProperty({ type: Number, example: 12 })
  @Satisfies('serviceId', isPositiveInteger, FAVORITE_RULES.serviceId)
  service_id!: number;
}
