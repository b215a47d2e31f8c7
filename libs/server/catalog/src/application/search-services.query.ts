import { Inject, Injectable } from '@nestjs/common';
import { LISTING_COUNT_LIMIT, LISTING_MAX_PAGE_SIZE, LISTING_PAGE_SIZE } from '@changas/shared/contracts';
import { normalizeSearchText } from '@changas/shared/util';
import { type PageRequest, pageRequest } from '@changas/server/kernel/domain';
import type { CategoryRepository } from '../domain/category.repository.port';
import { searchWords } from '../domain/service-search';
import type { ServiceRepository } from '../domain/service.repository.port';
import { CATEGORY_REPOSITORY, SERVICE_REPOSITORY } from './catalog.tokens';
import { categorySlugOf } from './service-command';
import { type ServiceListingPage, ServiceListings } from './service-listings';

export interface ServiceSearch extends Partial<PageRequest> {
  readonly text?: string;
  /** A category's name or slug. */
  readonly category?: string;
  readonly province?: string;
  readonly locality?: string;
}

/** Folded place name, or undefined for an empty filter. */
const placeKey = (name: string | undefined) => (name && normalizeSearchText(name)) || undefined;

/**
 * The public listing: active services, newest first, matching every given filter (text ignoring
 * case and accents, category, a zone in the province/locality), a page at a time, counted up to
 * LISTING_COUNT_LIMIT.
 */
@Injectable()
export class SearchServices {
  constructor(
    @Inject(SERVICE_REPOSITORY) private readonly services: ServiceRepository,
    @Inject(CATEGORY_REPOSITORY) private readonly categories: CategoryRepository,
    private readonly listings: ServiceListings,
  ) {}

  async execute(search: ServiceSearch): Promise<ServiceListingPage> {
    const page = pageRequest(search, { defaultLimit: LISTING_PAGE_SIZE, maxLimit: LISTING_MAX_PAGE_SIZE });
    const category = search.category
      ? await this.categories.findBySlug(categorySlugOf(search.category))
      : undefined;
    const { words, unsearchable } = searchWords(search.text);
    if ((search.category && !category) || unsearchable)
      return { page: page.page, limit: page.limit, items: [], total: 0, totalCapped: false };

    const found = await this.services.findPage(
      {
        words,
        categoryId: category?.id,
        provinceKey: placeKey(search.province),
        localityKey: placeKey(search.locality),
        onlyActive: true,
      },
      page,
      LISTING_COUNT_LIMIT,
    );
    return { ...found, items: await this.listings.of(found.items) };
  }
}
