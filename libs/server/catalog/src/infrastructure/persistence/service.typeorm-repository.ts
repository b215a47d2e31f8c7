import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, type ObjectLiteral, type Repository } from 'typeorm';
import { TypeormUnitOfWork } from '@changas/server/kernel';
import { offsetOf, type Page, type PageRequest } from '@changas/server/kernel/domain';
import { type NewService, Service, type ServiceRating } from '../../domain/service.entity';
import type { ServiceFilter } from '../../domain/service-search';
import type { ServiceRepository } from '../../domain/service.repository.port';
import { ServiceMapper } from './service.mapper';
import { ServiceOrmEntity } from './service.orm-entity';
import { ServiceSearchTermOrmEntity } from './service-search-term.orm-entity';
import { ServiceZoneOrmEntity } from './service-zone.orm-entity';

/** The zone condition of a province/locality filter, on alias `z`. */
function placeCondition({
  provinceKey,
  localityKey,
}: ServiceFilter): { sql: string; parameters: ObjectLiteral } | undefined {
  const conditions = [
    ...(provinceKey ? ['z.provinceKey = :provinceKey'] : []),
    ...(localityKey ? ['z.localityKey = :localityKey'] : []),
  ];
  if (conditions.length === 0) return undefined;
  return {
    sql: conditions.join(' AND '),
    parameters: { ...(provinceKey && { provinceKey }), ...(localityKey && { localityKey }) },
  };
}

/**
 * The first text after every term that begins with `word`: terms compare byte for byte, so
 * `word <= term < next` is the prefix range, answered by the term indexes on both databases.
 */
const afterPrefix = (word: string) => {
  const characters = [...word];
  const last = characters.pop() as string;
  return characters.join('') + String.fromCodePoint((last.codePointAt(0) as number) + 1);
};

/** The terms of alias `alias` that begin with the word bound as `parameter`. */
const termRange = (alias: string, parameter: string) =>
  `${alias}.term >= :${parameter}From AND ${alias}.term < :${parameter}To`;
const wordRange = (parameter: string, word: string): ObjectLiteral => ({
  [`${parameter}From`]: word,
  [`${parameter}To`]: afterPrefix(word),
});

/**
 * From this many services a word is common: starting from its index range would visit more services
 * than the category or place filters leave, so those lead and the word is checked per service.
 */
const COMMON_WORD_SERVICES = 1_000;

/**
 * Services, their zones and their search terms. Listings filter on indexed columns only: status/deleted_at/
 * created_at, category, the zones' folded province/locality and the terms that begin with each query word.
 */
@Injectable()
export class ServiceTypeormRepository implements ServiceRepository {
  constructor(
    @InjectRepository(ServiceOrmEntity) private readonly rows: Repository<ServiceOrmEntity>,
    @InjectRepository(ServiceZoneOrmEntity) private readonly zoneRows: Repository<ServiceZoneOrmEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly unitOfWork: TypeormUnitOfWork,
  ) {}

  insert(service: NewService): Promise<Service> {
    return this.dataSource.transaction(async (manager) => {
      const { identifiers } = await manager.insert(ServiceOrmEntity, ServiceMapper.toRow(service));
      const id = Number(identifiers[0].id);
      await this.writeZones(manager, id, service);
      await this.writeSearchTerms(manager, id, service);
      return Service.restore({ ...service, id });
    });
  }

  update(service: Service): Promise<void> {
    const props = service.toProps();
    const row = ServiceMapper.toRow(props);
    return this.dataSource.transaction(async (manager) => {
      const stored = await manager
        .createQueryBuilder(ServiceOrmEntity, 's')
        .select('s.searchText', 'searchText')
        .where('s.id = :id', { id: props.id })
        .getRawOne<{ searchText: Buffer | string }>();
      await manager.update(ServiceOrmEntity, { id: props.id }, row);
      await manager.delete(ServiceZoneOrmEntity, { serviceId: props.id });
      await this.writeZones(manager, props.id, props);
      // A status change leaves the words as they were: only new text rewrites them.
      if (String(stored?.searchText) !== row.searchText) {
        await manager.delete(ServiceSearchTermOrmEntity, { serviceId: props.id });
        await this.writeSearchTerms(manager, props.id, props);
      }
    });
  }

  /** Inside the caller's unit of work: the summary commits with the reviews it sums up. */
  async updateRating(id: number, { averageRating, ratingsCount }: ServiceRating): Promise<boolean> {
    const { affected } = await this.unitOfWork.manager.update(
      ServiceOrmEntity,
      { id },
      { averageRating, ratingsCount },
    );
    return (affected ?? 0) > 0;
  }

  async findById(id: number): Promise<Service | undefined> {
    const [service] = await this.findByIds([id]);
    return service;
  }

  /**
   * The page's ids first, read from the indexes alone (status/deleted_at/created_at carry the id),
   * then only those rows: deep pages skip ids, not whole rows.
   */
  async findPage(filter: ServiceFilter, page: PageRequest): Promise<Page<Service>> {
    const leadingWord = await this.leadingWord(filter);
    const [ids, total] = await Promise.all([
      this.pageIds(filter, leadingWord, page),
      this.count(filter, leadingWord),
    ]);
    return { ...page, items: await this.findByIds(ids), total };
  }

  findManyIncludingDeleted(ids: readonly number[]): Promise<Service[]> {
    return this.findByIds(ids, { withDeleted: true });
  }

  async findOfferedIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.id IN (:...ids)', { ids })
      .andWhere('s.status = :status', { status: 'active' })
      .andWhere('s.deletedAt IS NULL')
      .getRawMany<{ id: number | string }>();
    const offered = new Set(rows.map(({ id }) => Number(id)));
    return ids.filter((id) => offered.has(id));
  }

  /** Services among `ids` (not deleted unless asked), in the order of `ids`, with their category and zones. */
  private async findByIds(ids: readonly number[], { withDeleted = false } = {}): Promise<Service[]> {
    if (ids.length === 0) return [];
    const query = this.rows
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.category', 'c')
      .where('s.id IN (:...ids)', { ids });
    if (!withDeleted) query.andWhere('s.deletedAt IS NULL');
    const rows = await query.getMany();
    const services = new Map((await this.withZones(rows)).map((service) => [service.id, service]));
    return ids.flatMap((id) => services.get(id) ?? []);
  }

  private async pageIds(
    filter: ServiceFilter,
    leadingWord: string | undefined,
    page: PageRequest,
  ): Promise<number[]> {
    const query = this.matching(filter, leadingWord);
    const place = placeCondition(filter);
    if (place) {
      // A service matches through any of its zones.
      const zones = this.zoneRows
        .createQueryBuilder('z')
        .select('z.serviceId')
        .where(place.sql, place.parameters);
      query.andWhere(`s.id IN (${zones.getQuery()})`).setParameters(zones.getParameters());
    }
    const rows = await query
      .select('s.id', 'id')
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .offset(offsetOf(page))
      .limit(page.limit)
      .getRawMany<{ id: number | string }>();
    return rows.map(({ id }) => Number(id));
  }

  private async count(filter: ServiceFilter, leadingWord: string | undefined): Promise<number> {
    const query = this.matching(filter, leadingWord);
    const place = placeCondition(filter);
    // Counting from the zones' index visits the services of that place, not every listed one.
    if (place)
      query.innerJoin(ServiceZoneOrmEntity, 'z', `z.serviceId = s.id AND ${place.sql}`, place.parameters);
    const row = await query
      .select(place ? 'COUNT(DISTINCT s.id)' : 'COUNT(*)', 'count')
      .getRawOne<{ count: number | string }>();
    return Number(row?.count ?? 0);
  }

  /**
   * The query word whose services the listing starts from: the rarest one when few services hold it,
   * or any when nothing else narrows the listing. Otherwise (only common words, plus a category or a
   * place) the other indexes lead and every word is checked per candidate service.
   */
  private async leadingWord({ words = [], categoryId, providerId, ...place }: ServiceFilter) {
    if (words.length === 0) return undefined;
    const narrowedElsewhere =
      categoryId !== undefined || providerId !== undefined || placeCondition(place) !== undefined;
    // A lone word with nothing else to start from leads without being counted.
    if (words.length === 1 && !narrowedElsewhere) return words[0];
    const counted = await Promise.all(
      words.map(async (word) => ({ word, services: await this.servicesStartingWith(word) })),
    );
    const rarest = counted.reduce((best, next) => (next.services < best.services ? next : best));
    return rarest.services < COMMON_WORD_SERVICES || !narrowedElsewhere ? rarest.word : undefined;
  }

  /** How many services hold a term beginning with `word`, counted up to COMMON_WORD_SERVICES. */
  private async servicesStartingWith(word: string): Promise<number> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('COUNT(*)', 'count')
      .from(
        (terms) =>
          terms
            .select('1')
            .from(ServiceSearchTermOrmEntity, 't')
            .where(termRange('t', 'word'), wordRange('word', word))
            .limit(COMMON_WORD_SERVICES),
        'sample',
      )
      .getRawOne<{ count: number | string }>();
    return Number(row?.count ?? 0);
  }

  /** The filters on the service's own columns and its words; `leadingWord` is read from its index range. */
  private matching(
    { words = [], categoryId, providerId, onlyActive }: ServiceFilter,
    leadingWord: string | undefined,
  ) {
    const query = this.rows.createQueryBuilder('s').where('s.deletedAt IS NULL');
    if (onlyActive) query.andWhere('s.status = :status', { status: 'active' });
    if (providerId !== undefined) query.andWhere('s.providerId = :providerId', { providerId });
    if (categoryId !== undefined) query.andWhere('s.categoryId = :categoryId', { categoryId });
    words.forEach((word, index) => {
      const alias = `t${index}`;
      const terms = this.dataSource
        .createQueryBuilder(ServiceSearchTermOrmEntity, alias)
        .where(termRange(alias, `word${index}`), wordRange(`word${index}`, word));
      if (word === leadingWord) {
        query.andWhere(`s.id IN (${terms.select(`${alias}.serviceId`).getQuery()})`);
      } else {
        terms.select('1').andWhere(`${alias}.serviceId = s.id`);
        query.andWhere(`EXISTS (${terms.getQuery()})`);
      }
      query.setParameters(terms.getParameters());
    });
    return query;
  }

  /** Every row's zones in one read. */
  private async withZones(rows: readonly ServiceOrmEntity[]): Promise<Service[]> {
    if (rows.length === 0) return [];
    const zones = await this.zoneRows.find({
      where: { serviceId: In(rows.map(({ id }) => id)) },
      order: { id: 'ASC' },
    });
    const zonesOf = new Map<number, ServiceZoneOrmEntity[]>();
    for (const zone of zones) zonesOf.set(zone.serviceId, [...(zonesOf.get(zone.serviceId) ?? []), zone]);
    return rows.map((row) => ServiceMapper.toDomain(row, zonesOf.get(row.id) ?? []));
  }

  private async writeZones(manager: EntityManager, serviceId: number, service: NewService): Promise<void> {
    await manager.insert(ServiceZoneOrmEntity, ServiceMapper.toZoneRows(serviceId, service.zones));
  }

  private async writeSearchTerms(manager: EntityManager, serviceId: number, service: NewService) {
    await manager.insert(ServiceSearchTermOrmEntity, ServiceMapper.toSearchTermRows(serviceId, service));
  }
}
