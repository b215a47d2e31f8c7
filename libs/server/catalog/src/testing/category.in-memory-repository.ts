import type { Category } from '../domain/category.entity';
import type { CategoryRepository } from '../domain/category.repository.port';

/** The CategoryRepository port over an array, for use-case tests. */
export class InMemoryCategoryRepository implements CategoryRepository {
  constructor(private readonly categories: readonly Category[] = []) {}

  async findAll(): Promise<Category[]> {
    return [...this.categories];
  }

  async findAllById(): Promise<ReadonlyMap<number, Category>> {
    return new Map(this.categories.map((category) => [category.id, category]));
  }

  async findBySlug(slug: string): Promise<Category | undefined> {
    return this.categories.find((category) => category.slug === slug);
  }
}
