import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { REVIEW_RULES } from '@changas/shared/contracts';

/** Row of `reviews`; the schema itself comes from the migrations, never from synchronize. */
@Entity('reviews')
@Index('UQ_reviews_service_author', ['serviceId', 'authorId'], { unique: true })
@Index('IDX_reviews_service', ['serviceId', 'createdAt'])
@Index('IDX_reviews_service_rating', ['serviceId', 'rating'])
@Index('IDX_reviews_author', ['authorId'])
export class ReviewOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId!: number;

  @Column({ name: 'author_id', type: 'integer' })
  authorId!: number;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ type: 'varchar', length: REVIEW_RULES.comment.maxLength.value })
  comment!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
