import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CategoriesResponse } from '@changas/shared/contracts';
import { ListCategories } from '../../application/list-categories.query';
import { CategoryMapper } from '../persistence/category.mapper';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly listCategories: ListCategories) {}

  @Get()
  @ApiOperation({ summary: 'Every category in display order' })
  async list(): Promise<CategoriesResponse> {
    const categories = await this.listCategories.execute();
    return { categories: categories.map(CategoryMapper.toView) };
  }
}
