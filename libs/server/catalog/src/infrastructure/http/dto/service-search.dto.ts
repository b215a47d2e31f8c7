import { SERVICE_SEARCH_RULES, type ServiceSearchQuery } from '@changas/shared/contracts';
import { PAGE_PARAMETERS, QueryDto, textParameter } from '@changas/server/kernel';

const { text, filter } = SERVICE_SEARCH_RULES;
const category = textParameter(filter, 'jardineria');
const province = textParameter(filter, 'Córdoba');
const locality = textParameter(filter, 'Río Cuarto');

/** GET /api/services: each filter in its English or Spanish spelling (spec section 2). */
export class ServiceSearchQueryDto
  extends QueryDto({
    ...PAGE_PARAMETERS,
    q: textParameter(text, 'jardinería'),
    category,
    categoria: category,
    province,
    provincia: province,
    locality,
    localidad: locality,
  })
  implements ServiceSearchQuery {}
