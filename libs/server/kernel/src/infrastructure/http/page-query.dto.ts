import { SERVICE_SEARCH_RULES } from '@changas/shared/contracts';
import { positiveIntegerParameter, QueryDto } from './query-parameters';

/** Page and page size of every list; the use case cuts a size above the list's maximum to it. */
export const PAGE_PARAMETERS = {
  page: positiveIntegerParameter(SERVICE_SEARCH_RULES.page, 1),
  limit: positiveIntegerParameter(SERVICE_SEARCH_RULES.limit, 9),
};

export class PageQueryDto extends QueryDto(PAGE_PARAMETERS) {}
