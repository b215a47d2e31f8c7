import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { SERVICE_RULES } from '@changas/shared/contracts';

/**
 * Row of `service_zones`: one place a service covers, with its folded names for the filters and copies of
 * the service's category, whether it is listed and its created_at (written with the zones, which every update
 * rewrites), so a category and a place are one index range that also gives the listed services in order.
 */
@Entity('service_zones')
@Index('IDX_service_zones_listed_province', ['provinceKey', 'localityKey', 'listed', 'serviceId'])
@Index('IDX_service_zones_listed_place', [
  'categoryId',
  'provinceKey',
  'localityKey',
  'listed',
  'createdAt',
  'serviceId',
])
@Index('IDX_service_zones_listed_locality', ['localityKey', 'listed', 'serviceId'])
@Index('IDX_service_zones_service_place', ['serviceId', 'provinceKey', 'localityKey', 'categoryId'])
export class ServiceZoneOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId!: number;

  @Column({ name: 'category_id', type: 'integer', default: 0 })
  categoryId!: number;

  @Column({ type: 'varchar', length: 100 })
  province!: string;

  @Column({ type: 'varchar', length: 100 })
  locality!: string;

  @Column({
    type: 'varchar',
    length: SERVICE_RULES.create.zones.neighborhood.maxLength.value,
    nullable: true,
  })
  neighborhood!: string | null;

  @Column({ name: 'province_key', type: 'varchar', length: 100 })
  provinceKey!: string;

  @Column({ name: 'locality_key', type: 'varchar', length: 100 })
  localityKey!: string;

  /** Whether its service is listed (active, not deleted): a place alone is listed from its zones. */
  @Column({ type: 'boolean', default: false })
  listed!: boolean;

  /** Its service's created_at, the listing's order. */
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
