import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '@changas/server/kernel';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import type { Favourite, FavouriteRepository } from '../../domain/favourite.repository.port';
import { FavouritesErrors } from '../../domain/favourites.errors';
import { FavouriteOrmEntity } from './favourite.orm-entity';

@Injectable()
export class FavouriteTypeormRepository implements FavouriteRepository {
  constructor(@InjectRepository(FavouriteOrmEntity) private readonly rows: Repository<FavouriteOrmEntity>) {}

  async add(favourite: Favourite): Promise<Result<void>> {
    try {
      await this.rows.insert(favourite);
      return ok(undefined);
    } catch (error) {
      if (isUniqueViolation(error)) return err(FavouritesErrors.alreadyFavorite());
      throw error;
    }
  }

  async remove(userId: number, serviceId: number): Promise<boolean> {
    const { affected } = await this.rows.delete({ userId, serviceId });
    return (affected ?? 0) > 0;
  }

  async serviceIdsOf(userId: number): Promise<number[]> {
    const rows = await this.rows.find({
      select: { serviceId: true },
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(({ serviceId }) => serviceId);
  }
}
