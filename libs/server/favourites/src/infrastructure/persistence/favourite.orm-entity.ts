import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Row of `favorites`; the schema itself comes from the migrations, never from synchronize. */
@Entity('favorites')
@Index('UQ_favorites_user_service', ['userId', 'serviceId'], { unique: true })
@Index('IDX_favorites_user_created', ['userId', 'createdAt'])
export class FavouriteOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Index('IDX_favorites_service')
  @Column({ name: 'service_id', type: 'integer' })
  serviceId!: number;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
