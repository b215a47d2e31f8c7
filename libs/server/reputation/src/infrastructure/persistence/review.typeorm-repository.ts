import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { isUniqueViolation, TypeormUnitOfWork } from '@changas/server/kernel';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { ReputationErrors } from '../../domain/reputation.errors';
import { type NewReview, Review } from '../../domain/review.entity';
import type { ReviewRepository } from '../../domain/review.repository.port';
import { ReviewMapper } from './review.mapper';
import { ReviewOrmEntity } from './review.orm-entity';

/** Reviews, read and written inside the caller's unit of work when there is one. */
@Injectable()
export class ReviewTypeormRepository implements ReviewRepository {
  constructor(private readonly unitOfWork: TypeormUnitOfWork) {}

  private get rows(): Repository<ReviewOrmEntity> {
    return this.unitOfWork.manager.getRepository(ReviewOrmEntity);
  }

  async insert(review: NewReview): Promise<Result<Review>> {
    try {
      const { identifiers } = await this.rows.insert(ReviewMapper.toRow(review));
      return ok(Review.restore({ ...review, id: Number(identifiers[0].id) }));
    } catch (error) {
      // The one-review check ran before the insert; a concurrent second review loses here.
      if (isUniqueViolation(error)) return err(ReputationErrors.alreadyReviewed());
      throw error;
    }
  }

  async update(review: Review): Promise<void> {
    const { id, ...props } = review.toProps();
    await this.rows.update({ id }, ReviewMapper.toRow(props));
  }

  async delete(review: Review): Promise<void> {
    await this.rows.delete({ id: review.id });
  }

  async findById(id: number): Promise<Review | undefined> {
    const row = await this.rows.findOneBy({ id });
    return row ? ReviewMapper.toDomain(row) : undefined;
  }

  async findByAuthor(serviceId: number, authorId: number): Promise<Review | undefined> {
    const row = await this.rows.findOneBy({ serviceId, authorId });
    return row ? ReviewMapper.toDomain(row) : undefined;
  }

  async findNewest(serviceId: number, limit: number): Promise<Review[]> {
    const rows = await this.rows.find({
      where: { serviceId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map(ReviewMapper.toDomain);
  }

  /**
   * Stars per service from the (service_id, rating) index. Inside a unit of work on MySQL/MariaDB the
   * read locks the service's reviews: it sees every committed one and waits for concurrent changes
   * (one of two crossing changes is rolled back as a deadlock and retried), so no summary misses one.
   */
  async countByRating(serviceId: number): Promise<Partial<Record<number, number>>> {
    const query = this.rows
      .createQueryBuilder('r')
      .select('r.rating', 'rating')
      .addSelect('COUNT(*)', 'total')
      .where('r.serviceId = :serviceId', { serviceId })
      .groupBy('r.rating');
    if (this.unitOfWork.inUnit && this.unitOfWork.locksRows) query.setLock('pessimistic_write');
    const rows = await query.getRawMany<{ rating: number | string; total: number | string }>();
    return Object.fromEntries(rows.map(({ rating, total }) => [Number(rating), Number(total)]));
  }
}
