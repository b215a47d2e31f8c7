import { Inject, Injectable } from '@nestjs/common';
import type { Category } from '../domain/category.entity';
import type { CategoryRepository } from '../domain/category.repository.port';
import { CATEGORY_REPOSITORY } from './catalog.tokens';

/** All categories in display order, for the home grid, the filters and the service editor. */
@Injectable()
export class ListCategories {
  constructor(@Inject(CATEGORY_REPOSITORY) private readonly categories: CategoryRepository) {}

  execute(): Promise<Category[]> {
    return this.categories.findAll();
  }
}
