import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { SERVICE_RULES } from '@changas/shared/contracts';

/**
 * Row of `service_zones`: one place a service covers, with its folded names for the filters and a copy of
 * the service's category (written with the zones, which every update rewrites), so category and place
 * are one index range.
 */
@Entity('service_zones')
@Index('IDX_service_zones_province', ['provinceKey', 'localityKey', 'serviceId'])
@Index('IDX_service_zones_category_place', ['categoryId', 'provinceKey', 'localityKey', 'serviceId'])
@Index('IDX_service_zones_locality', ['localityKey', 'serviceId'])
export class ServiceZoneOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('IDX_service_zones_service_id')
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
}
