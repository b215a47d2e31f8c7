import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Category } from '../../domain/category.entity';
import type { CategoryRepository } from '../../domain/category.repository.port';
import { CategoryMapper } from './category.mapper';
import { CategoryOrmEntity } from './category.orm-entity';

/** Categories change only through migrations, so each process reads them once, not on every search. */
@Injectable()
export class CategoryTypeormRepository implements CategoryRepository {
  private loaded?: Promise<Category[]>;
  private byId?: Promise<ReadonlyMap<number, Category>>;

  constructor(@InjectRepository(CategoryOrmEntity) private readonly rows: Repository<CategoryOrmEntity>) {}

  findAll(): Promise<Category[]> {
    this.loaded ??= this.load().catch((error: unknown) => {
      // A failed read (database down) is not remembered: the next request reads again.
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  /** Built once with the list: every listing and detail names its services' categories by id. */
  findAllById(): Promise<ReadonlyMap<number, Category>> {
    this.byId ??= this.findAll().then(
      (categories) => new Map(categories.map((category) => [category.id, category])),
      (error: unknown) => {
        this.byId = undefined;
        throw error;
      },
    );
    return this.byId;
  }

  async findBySlug(slug: string): Promise<Category | undefined> {
    return (await this.findAll()).find((category) => category.slug === slug);
  }

  private async load(): Promise<Category[]> {
    // The defaults were inserted in the spec's order, so id order is display order.
    const rows = await this.rows.find({ order: { id: 'ASC' } });
    return rows.map(CategoryMapper.toDomain);
  }
}
