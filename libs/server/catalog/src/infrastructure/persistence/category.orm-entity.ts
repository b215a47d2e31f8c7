import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Row of `categories`; the schema itself comes from the migrations, never from synchronize. */
@Entity('categories')
export class CategoryOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Index('UQ_categories_slug', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  slug!: string;
}
