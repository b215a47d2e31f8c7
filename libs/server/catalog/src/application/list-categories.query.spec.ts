import { DEFAULT_CATEGORIES } from '@changas/shared/contracts';
import { Category } from '../domain/category.entity';
import { InMemoryCategoryRepository } from '../testing/category.in-memory-repository';
import { ListCategories } from './list-categories.query';

describe('ListCategories', () => {
  it('lists every category in display order', async () => {
    const stored = DEFAULT_CATEGORIES.map(({ name, slug }, index) => new Category(index + 1, name, slug));
    const categories = await new ListCategories(new InMemoryCategoryRepository(stored)).execute();

    expect(categories).toHaveLength(20);
    expect(categories.map((category) => category.name)).toEqual(
      DEFAULT_CATEGORIES.map((category) => category.name),
    );
    expect(categories[1]).toEqual(new Category(2, 'Jardinería', 'jardineria'));
  });

  it('lists nothing when there are no categories', async () => {
    await expect(new ListCategories(new InMemoryCategoryRepository()).execute()).resolves.toEqual([]);
  });
});
