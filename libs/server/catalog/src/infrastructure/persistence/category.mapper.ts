import type { CategoryView } from '@changas/shared/contracts';
import { Category } from '../../domain/category.entity';
import type { CategoryOrmEntity } from './category.orm-entity';

export const CategoryMapper = {
  toDomain: (row: CategoryOrmEntity): Category => new Category(row.id, row.name, row.slug),
  toView: ({ id, name, slug }: Category): CategoryView => ({ id, name, slug }),
};
