import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { MAX_TERM_LENGTH } from '../../domain/service-search';

/**
 * Row of `service_search_terms`: one indexed word of a listed service's search text, with the service's
 * creation time (the listing's order, which never changes). One index finds a service's terms when a pause,
 * a deletion or an edit removes them; the other lists a term's services newest first.
 */
@Entity('service_search_terms')
@Index('IDX_service_search_terms_service', ['serviceId', 'term'])
@Index('IDX_service_search_terms_term_created', ['term', 'createdAt'])
export class ServiceSearchTermOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: MAX_TERM_LENGTH })
  term!: string;

  @PrimaryColumn({ name: 'service_id', type: 'integer' })
  serviceId!: number;

  /** Its service's created_at: a page of a word alone is read and sorted from the terms, not the services. */
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
