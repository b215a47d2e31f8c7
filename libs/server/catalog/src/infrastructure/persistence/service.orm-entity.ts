import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type ValueTransformer,
} from 'typeorm';
import { type Availability, SERVICE_RULES, type ServiceStatus } from '@changas/shared/contracts';
import { CategoryOrmEntity } from './category.orm-entity';

/** DECIMAL columns come back as text from MySQL and as numbers from SQLite; the domain wants numbers. */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** Text columns hold what the rules accept: both wizards cap a field alike, in code points as VARCHAR counts. */
const { title, description, imageUrl } = SERVICE_RULES.create;

/** Row of `services`; the schema itself comes from the migrations, never from synchronize. */
@Entity('services')
@Index('IDX_services_listing', ['status', 'deletedAt', 'createdAt'])
/** A category's listed services in order, the id included: counts a category without reading its rows. */
@Index('IDX_services_category', ['categoryId', 'status', 'deletedAt', 'createdAt'])
@Index('IDX_services_provider', ['providerId', 'deletedAt', 'createdAt'])
export class ServiceOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'provider_id', type: 'integer' })
  providerId!: number;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId!: number;

  @ManyToOne(() => CategoryOrmEntity, { nullable: false })
  @JoinColumn({ name: 'category_id' })
  category!: CategoryOrmEntity;

  @Column({ type: 'varchar', length: title.maxLength.value })
  title!: string;

  @Column({ type: 'varchar', length: description.maxLength.value })
  description!: string;

  @Column({ type: 'decimal', precision: 12, scale: 2, transformer: decimalTransformer })
  price!: number;

  @Column({ name: 'duration_minutes', type: 'integer' })
  durationMinutes!: number;

  @Column({ name: 'booking_window_days', type: 'integer' })
  bookingWindowDays!: number;

  @Column({ type: 'simple-json' })
  availability!: Availability;

  @Column({ name: 'skips_national_holidays', type: 'boolean' })
  skipsNationalHolidays!: boolean;

  @Column({ name: 'image_url', type: 'varchar', length: imageUrl.maxLength.value, nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'varchar', length: 10 })
  status!: ServiceStatus;

  @Column({
    name: 'average_rating',
    type: 'decimal',
    precision: 2,
    scale: 1,
    transformer: decimalTransformer,
  })
  averageRating!: number;

  @Column({ name: 'ratings_count', type: 'integer' })
  ratingsCount!: number;

  /** Written from the domain; its words are indexed in service_search_terms. */
  @Column({ name: 'search_text', type: 'blob', select: false })
  searchText!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;

  @Column({ name: 'deleted_at', type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;
}
