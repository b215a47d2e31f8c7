import { Entity, Index, PrimaryColumn } from 'typeorm';
import { MAX_TERM_LENGTH } from '../../domain/service-search';

/** A service's terms in order: checks one service's words without reading a word's whole range. */
export const SERVICE_TERMS_INDEX = 'IDX_service_search_terms_service';

/** Row of `service_search_terms`: one indexed word of a service's search text. */
@Entity('service_search_terms')
@Index(SERVICE_TERMS_INDEX, ['serviceId', 'term'])
export class ServiceSearchTermOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: MAX_TERM_LENGTH })
  term!: string;

  @PrimaryColumn({ name: 'service_id', type: 'integer' })
  serviceId!: number;
}
