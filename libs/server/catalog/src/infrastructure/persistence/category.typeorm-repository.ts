import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Category } from '../../domain/category.entity';
import type { CategoryRepository } from '../../domain/category.repository.port';
import { CategoryMapper } from './category.mapper';
import { CategoryOrmEntity } from './category.orm-entity';

@Injectable()
export class CategoryTypeormRepository implements CategoryRepository {
  constructor(@InjectRepository(CategoryOrmEntity) private readonly rows: Repository<CategoryOrmEntity>) {}

  async findAll(): Promise<Category[]> {
    // The defaults were inserted in the spec's order, so id order is display order.
    const rows = await this.rows.find({ order: { id: 'ASC' } });
    return rows.map(CategoryMapper.toDomain);
  }

  async findBySlug(slug: string): Promise<Category | undefined> {
    const row = await this.rows.findOneBy({ slug });
    return row ? CategoryMapper.toDomain(row) : undefined;
  }
}
