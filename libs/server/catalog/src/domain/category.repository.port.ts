import type { Category } from './category.entity';

export interface CategoryRepository {
  /** Every category, in display order (the spec's order). */
  findAll(): Promise<Category[]>;
  /** Every category by its id: services name theirs by id. */
  findAllById(): Promise<ReadonlyMap<number, Category>>;
  findBySlug(slug: string): Promise<Category | undefined>;
}
