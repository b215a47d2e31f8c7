import type { Category } from './category.entity';

export interface CategoryRepository {
  /** Every category, in display order (the spec's order). */
  findAll(): Promise<Category[]>;
  findBySlug(slug: string): Promise<Category | undefined>;
}
