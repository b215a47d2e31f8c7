import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { ServiceStatus } from '@changas/shared/contracts';
import { KeyedRows, readStatement, type ReadStatement, TypeormUnitOfWork } from '@changas/server/kernel';
import { offsetOf, type PageRequest } from '@changas/server/kernel/domain';
import { CATEGORY_REPOSITORY } from '../../application/catalog.tokens';
import type { Category } from '../../domain/category.entity';
import type { CategoryRepository } from '../../domain/category.repository.port';
import { type NewService, Service, type ServiceRating } from '../../domain/service.entity';
import { isListed, narrowsBeyondWords, type ServiceFilter } from '../../domain/service-search';
import type {
  ServicePage,
  ServiceRepository,
  ServiceScheduleProps,
} from '../../domain/service.repository.port';
import { SCHEDULE_COLUMNS, type ScheduleRow, ServiceMapper } from './service.mapper';
import { ServiceOrmEntity } from './service.orm-entity';
import {
  countStatement,
  type Dialect,
  hasPlace,
  type PageBounds,
  listedCountStatement,
  longerTermsStatement,
  pageIdsStatement,
  placeCanLead,
  type PlacePage,
  placeSampleStatement,
  type Statement,
  termSampleStatement,
  wholeTermCountStatement,
  wholeTermPageStatement,
  wordAlone,
} from './service-listing.sql';
import { ServiceSearchTermOrmEntity } from './service-search-term.orm-entity';
import { ServiceZoneOrmEntity } from './service-zone.orm-entity';

/**
 * From this many services a word is common: starting from its index range would visit more services
 * than the category or place filters leave, so those lead and the word is checked per service.
 */
const COMMON_WORD_SERVICES = 1_000;

/**
 * Whether reading all of `matches` services (a word's range, a place's zones) costs no more than walking the
 * listing newest first to `depth` and checking each service, about depth × listed ÷ matches probes.
 */
const readsEveryMatch = (matches: number, depth: number, listed: number) => matches ** 2 <= depth * listed;
/** The fewest matches from which walking the listing to `depth` is the cheaper plan. */
const walkFrom = (depth: number, listed: number) => Math.ceil(Math.sqrt(depth * listed)) + 1;

/** What a page starts from: a word's matches, a place's zones or the listing walked newest first. */
type PageStart = 'word' | 'place' | 'walk';

/**
 * The entries each start reads: all of the word's matches, all of the place's zones (when it may lead), or
 * the listing walked to `depth`, about depth × listed ÷ the matches expected from the word's and the place's
 * shares of the listing. With a word alone, the word is the cheaper start exactly when readsEveryMatch.
 */
function startCosts(
  depth: number,
  listed: number,
  { word, place, placeCanLead = true }: { word?: number; place?: number; placeCanLead?: boolean },
): Record<PageStart, number> {
  const expected = [word, place].reduce<number>(
    (matches, share) => (share === undefined ? matches : (matches * share) / Math.max(listed, 1)),
    listed,
  );
  return {
    word: word ?? Infinity,
    place: placeCanLead ? (place ?? Infinity) : Infinity,
    walk: (depth * listed) / Math.max(expected, 1),
  };
}

/** The start that reads fewest entries; reading every match wins a tie with the walk. */
const cheapestStart = (costs: Record<PageStart, number>): PageStart =>
  (Object.keys(costs) as PageStart[]).reduce((best, next) => (costs[next] < costs[best] ? next : best));

/** Word frequencies and the catalogue's size change slowly; a stale estimate only picks a slower plan. */
const ESTIMATE_TTL_MS = 60_000;

const longerTermsKey = (word: string) => `longer:${word}`;

/** Searches whose plan is kept: repeated searches (the home page's, a category's) skip planning. */
const PLANS_KEPT = 1_000;

/** What a plan depends on, unambiguously (JSON): a plan picked for another search would read another word. */
const planKey = (filter: ServiceFilter, page: PageRequest, countLimit: number) =>
  JSON.stringify([
    filter.words,
    filter.categoryId,
    filter.providerId,
    filter.provinceKey,
    filter.localityKey,
    filter.onlyActive,
    page.page,
    page.limit,
    countLimit,
  ]);

/** A page's services and the number of services that match. */
interface PageAndTotal {
  readonly items: Service[];
  readonly total: number;
}

type IdRow = { id: number | string };
/** What a service's zone is read as. */
type ZoneRead = Pick<ServiceZoneOrmEntity, 'id' | 'serviceId' | 'province' | 'locality' | 'neighborhood'>;
const idsOf = (rows: readonly IdRow[]) => rows.map(({ id }) => Number(id));

/** The query word with the fewest services and what it leads (ServiceTypeormRepository.rarestWord). */
interface RarestWord {
  readonly word: string;
  readonly services: number;
  readonly leadsPage: boolean;
  /** A word asked alone that is a whole term and begins no other (wholeTermPage). */
  readonly wholeTerm: boolean;
  readonly leadsCount: boolean;
}

/** How a search reads its page and its count, from the estimates. */
interface SearchPlan {
  readonly rarest: RarestWord | undefined;
  readonly place: PlacePlan | undefined;
  /** Its statements by use, built the first time: the plan's key fixes everything their SQL depends on. */
  readonly statements: Map<string, Statement>;
}

function statementOf(plan: SearchPlan, use: string, build: () => Statement): Statement {
  let statement = plan.statements.get(use);
  if (!statement) plan.statements.set(use, (statement = build()));
  return statement;
}

/** How a search with a place reads it (ServiceTypeormRepository.placePlan). */
interface PlacePlan {
  /** What the page starts from. */
  readonly leader: PageStart;
  readonly page: PlacePage;
  /** Whether the count starts from the place's zones rather than from the rarest word. */
  readonly leadsCount: boolean;
  /** Whether a count led by the word checks the place on each match rather than as a set. */
  readonly checkedPerMatch: boolean;
}

/** A count read from an index up to `cap` entries: exact below it. */
interface Estimate {
  readonly count: number;
  readonly cap: number;
  readonly at: number;
}

/**
 * Services, their zones and their search terms. Listings filter on indexed columns only: status/deleted_at/
 * created_at, category, the zones' folded province/locality and the terms that begin with each query word.
 */
@Injectable()
export class ServiceTypeormRepository implements ServiceRepository {
  constructor(
    @InjectRepository(ServiceOrmEntity) private readonly rows: Repository<ServiceOrmEntity>,
    @InjectDataSource() dataSource: DataSource,
    private readonly unitOfWork: TypeormUnitOfWork,
    @Inject(CATEGORY_REPOSITORY) private readonly categories: CategoryRepository,
  ) {
    this.serviceRows = new KeyedRows(dataSource, ServiceOrmEntity, { key: 'id', whereNull: ['deletedAt'] });
    this.serviceRowsIncludingDeleted = new KeyedRows(dataSource, ServiceOrmEntity, { key: 'id' });
    this.scheduleRows = new KeyedRows<ScheduleRow>(dataSource, ServiceOrmEntity, {
      key: 'id',
      columns: SCHEDULE_COLUMNS,
    });
    // The place as written: the folded keys and the copies of the service's columns serve the indexes only.
    this.zoneRowsOf = new KeyedRows<ZoneRead>(dataSource, ServiceZoneOrmEntity, {
      key: 'serviceId',
      columns: ['id', 'serviceId', 'province', 'locality', 'neighborhood'],
      orderWithinKey: 'id',
    });
    const mysql = ['mysql', 'mariadb'].includes(dataSource.options.type);
    this.dialect = { joinOrder: mysql, wordInText: mysql };
    this.read = readStatement(dataSource);
  }

  private readonly dialect: Dialect;
  private readonly read: ReadStatement;

  /** The hot reads of every listing and detail, by id. */
  private readonly serviceRows: KeyedRows<ServiceOrmEntity>;
  private readonly serviceRowsIncludingDeleted: KeyedRows<ServiceOrmEntity>;
  private readonly scheduleRows: KeyedRows<ScheduleRow>;
  private readonly zoneRowsOf: KeyedRows<ZoneRead>;

  /** Per process: each instance plans from its own recent reads. */
  private readonly estimates = new Map<string, Estimate>();
  /** Plans made from those estimates, kept as long as an estimate (about 25 µs of CPU per search). */
  // ttlResolution 0: each read asks the clock, instead of lru-cache setting a timer every millisecond to forget it.
  private readonly plans = new LRUCache<string, SearchPlan>({
    max: PLANS_KEPT,
    ttl: ESTIMATE_TTL_MS,
    ttlResolution: 0,
  });

  insert(service: NewService): Promise<Service> {
    return this.unitOfWork.run(async () => {
      const { manager } = this.unitOfWork;
      const { identifiers } = await manager.insert(ServiceOrmEntity, ServiceMapper.toRow(service));
      const id = Number(identifiers[0].id);
      await this.writeZones(manager, id, service);
      if (isListed(service)) await this.writeSearchTerms(manager, id, service);
      return Service.restore({ ...service, id });
    });
  }

  update(service: Service): Promise<void> {
    const props = service.toProps();
    const row = ServiceMapper.toRow(props);
    return this.unitOfWork.run(async () => {
      const { manager } = this.unitOfWork;
      const stored = await manager
        .createQueryBuilder(ServiceOrmEntity, 's')
        .select('s.searchText', 'searchText')
        .addSelect('s.status', 'status')
        .addSelect('s.deletedAt', 'deletedAt')
        .where('s.id = :id', { id: props.id })
        .getRawOne<{ searchText: Buffer | string; status: ServiceStatus; deletedAt: Date | null }>();
      await manager.update(ServiceOrmEntity, { id: props.id }, row);
      await manager.delete(ServiceZoneOrmEntity, { serviceId: props.id });
      await this.writeZones(manager, props.id, props);
      // Only listed services have words: a pause or a deletion removes them, a new text or a reactivation
      // writes them; an edit that keeps both leaves them as they were.
      const wasListed = stored !== undefined && isListed(stored);
      if (String(stored?.searchText) !== row.searchText || wasListed !== isListed(props)) {
        if (wasListed) await manager.delete(ServiceSearchTermOrmEntity, { serviceId: props.id });
        if (isListed(props)) await this.writeSearchTerms(manager, props.id, props);
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
  async findPage(filter: ServiceFilter, page: PageRequest, countLimit = Infinity): Promise<ServicePage> {
    const key = planKey(filter, page, countLimit);
    const plan = this.plans.get(key) ?? (await this.plan(key, filter, page, countLimit));
    const { rarest, place } = plan;
    const countingWord = rarest?.leadsCount && !place?.leadsCount ? rarest : undefined;
    const bounds = { offset: offsetOf(page), limit: page.limit };
    const count = () =>
      this.countOf(
        statementOf(plan, 'count', () =>
          countStatement(filter, countingWord?.word, countLimit, this.dialect, {
            placePerMatch: countingWord !== undefined && place?.checkedPerMatch,
          }),
        ),
      );
    const wordLeads = place ? place.leader === 'word' : rarest?.leadsPage;
    const { items, total } =
      (rarest?.wholeTerm &&
        (await this.wholeTermPage(
          rarest.word,
          statementOf(plan, 'wholeTermPage', () => wholeTermPageStatement(rarest.word, bounds)),
          statementOf(plan, 'wholeTermCount', () => wholeTermCountStatement(rarest.word, countLimit)),
        ))) ||
      (rarest &&
        wordLeads &&
        (await this.wordPage(
          statementOf(plan, 'wordPage', () =>
            pageIdsStatement(filter, rarest.word, bounds, this.dialect, {
              withTotal: true,
              placePerMatch: place?.checkedPerMatch ?? false,
            }),
          ),
          bounds,
          count,
        ))) ||
      (await this.listingPage(
        statementOf(plan, 'listingPage', () =>
          pageIdsStatement(filter, undefined, bounds, this.dialect, { placePage: place?.page }),
        ),
        count,
      ));
    return {
      page: page.page,
      limit: page.limit,
      items,
      total: Math.min(total, countLimit),
      totalCapped: total > countLimit,
    };
  }

  findManyIncludingDeleted(ids: readonly number[]): Promise<Service[]> {
    return this.findByIds(ids, { withDeleted: true });
  }

  async findSchedulesIncludingDeleted(ids: readonly number[]): Promise<ServiceScheduleProps[]> {
    return (await this.scheduleRows.read(ids)).map(ServiceMapper.toScheduleProps);
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
    // The zones are asked by the same ids at the same time: one round trip's wait instead of two.
    const [rows, zonesOf, categoryOf] = await Promise.all([
      (withDeleted ? this.serviceRowsIncludingDeleted : this.serviceRows).read(ids),
      this.zonesOf(ids),
      this.categories.findAllById(),
    ]);
    const services = new Map(
      rows.map((row) => [
        row.id,
        ServiceMapper.toDomain(row, categoryOf.get(row.categoryId) as Category, zonesOf.get(row.id) ?? []),
      ]),
    );
    // map and filter: flatMap asks each service whether it spreads (Symbol.isConcatSpreadable), a slow lookup.
    return ids.map((id) => services.get(id)).filter((service) => service !== undefined);
  }

  /**
   * A page that walks the listing newest first and loads its services while the count runs beside it: the
   * count of a common word reads a thousand entries, about as long as the walk and the loading together.
   */
  private async listingPage(pageIds: Statement, count: () => Promise<number>): Promise<PageAndTotal> {
    const [items, total] = await Promise.all([
      this.run<IdRow>(pageIds).then((rows) => this.findByIds(idsOf(rows))),
      count(),
    ]);
    return { items, total };
  }

  /**
   * A page led by a word reads and sorts every match of the word, so it counts them on the way (a window
   * count) and one statement answers both: half the work of a rare prefix's search, or of a rare word's with
   * other words or filters. Only a page past the last match has no row to carry the count, and asks for it.
   */
  private async wordPage(
    pageIdsWithTotal: Statement,
    bounds: PageBounds,
    count: () => Promise<number>,
  ): Promise<PageAndTotal> {
    const rows = await this.run<IdRow & { total: number | string }>(pageIdsWithTotal);
    const total = rows.length > 0 ? Number(rows[0].total) : bounds.offset === 0 ? 0 : await count();
    return { items: await this.findByIds(idsOf(rows)), total };
  }

  /**
   * A word asked alone that is a whole term and begins no other: its page is read from the term's entries
   * newest first, stopping at the page's end, and its count from them beside it (a word in 100 of 100,000
   * services on MariaDB: 0.42 ms and 0.34 side by side, against 0.84 for sorting all its matches). A page
   * that finds nothing is past the last one, unless a longer term has appeared since the plan: then the
   * plans are made again and the page is left to the other starts.
   */
  private async wholeTermPage(
    word: string,
    pageIds: Statement,
    counted: Statement,
  ): Promise<PageAndTotal | undefined> {
    const [items, total] = await Promise.all([
      this.run<IdRow>(pageIds).then((rows) => this.findByIds(idsOf(rows))),
      this.countOf(counted),
    ]);
    if (items.length > 0 || (await this.countOf(longerTermsStatement(word, 1))) === 0)
      return { items, total };
    this.estimates.delete(longerTermsKey(word));
    this.plans.clear();
    return undefined;
  }

  private async plan(key: string, filter: ServiceFilter, page: PageRequest, countLimit: number) {
    const rarest = await this.rarestWord(filter, page, countLimit);
    const plan: SearchPlan = {
      rarest,
      place: await this.placePlan(filter, page, rarest?.services),
      statements: new Map(),
    };
    this.plans.set(key, plan);
    return plan;
  }

  /**
   * The query word with the fewest services, and whether the page and the count start from its index
   * range. Reading its services costs about their number; walking the listing newest first and checking
   * the words per service costs about depth × listed ÷ matches probes, where the depth is the page's end
   * or the count's limit (a very common word finds its page, and its first thousand, at once).
   */
  private async rarestWord(
    filter: ServiceFilter,
    page: PageRequest,
    countLimit: number,
  ): Promise<RarestWord | undefined> {
    const { words = [], onlyActive } = filter;
    if (words.length === 0) return undefined;
    const depth = offsetOf(page) + page.limit;
    const countDepth = countLimit + 1;
    const listed = await this.listed(onlyActive);
    // Beyond this many matches the listing walk is the cheaper plan, so no word needs counting further.
    const cap = walkFrom(Math.max(depth, Number.isFinite(countDepth) ? countDepth : 0), listed);
    const counted = await Promise.all(
      words.map(async (word) => ({
        word,
        services: await this.estimate(`word:${word}`, Math.max(cap, COMMON_WORD_SERVICES), (limit) =>
          this.countOf(termSampleStatement(word, limit)),
        ),
      })),
    );
    const rarest = counted.reduce((best, next) => (next.services < best.services ? next : best));
    const narrowedElsewhere = narrowsBeyondWords(filter);
    const leadsPage = cheapestStart(startCosts(depth, listed, { word: rarest.services })) === 'word';
    return {
      ...rarest,
      leadsPage,
      // A word found nowhere keeps its one statement: its empty range answers both page and count.
      wholeTerm:
        rarest.services > 0 &&
        wordAlone(filter, rarest.word) &&
        (await this.estimate(longerTermsKey(rarest.word), 1, (cap) =>
          this.countOf(longerTermsStatement(rarest.word, cap)),
        )) === 0,
      // Counting from the word's range stops at the limit, as the walk does, and the range is never longer
      // than the listing: the word leads unless another filter may leave fewer services than it has.
      leadsCount:
        !narrowedElsewhere ||
        (Number.isFinite(countDepth)
          ? readsEveryMatch(rarest.services, countDepth, listed)
          : rarest.services < COMMON_WORD_SERVICES),
    };
  }

  /**
   * How the filter's place is read, if it has one. The page is led by whichever start reads fewest entries
   * (startCosts; the place's zones only in a public listing). The place's zones are then read first as a set
   * when they are fewer than what leads (`fromZones`), else checked per service (`walk`). The count is led by
   * the place when it has fewer zones than the word has matches; the word's page and count check the place
   * per match when it has more.
   */
  private async placePlan(
    filter: ServiceFilter,
    page: PageRequest,
    wordServices: number | undefined,
  ): Promise<PlacePlan | undefined> {
    if (!hasPlace(filter)) return undefined;
    const depth = offsetOf(page) + page.limit;
    const listed = await this.listed(filter.onlyActive);
    const { categoryId, provinceKey, localityKey } = filter;
    const zones = await this.estimate(
      `place:${categoryId}:${provinceKey}:${localityKey}`,
      Math.max(walkFrom(depth, listed), (wordServices ?? 0) + 1),
      (limit) => this.countOf(placeSampleStatement(filter, limit)),
    );
    const costs = startCosts(depth, listed, {
      word: wordServices,
      place: zones,
      placeCanLead: placeCanLead(filter),
    });
    const leader = cheapestStart(costs);
    return {
      leader,
      page: zones <= costs[leader] ? 'fromZones' : 'walk',
      leadsCount: costs.place < costs.word,
      checkedPerMatch: zones > costs.word,
    };
  }

  /** Services a public listing (or an owner's) walks, estimated. */
  private listed(onlyActive: boolean): Promise<number> {
    return this.estimate(`listed:${onlyActive}`, Infinity, () =>
      this.countOf(listedCountStatement(onlyActive)),
    );
  }

  /** A cached count, read again once stale or when it reached a cap below the one asked for. */
  private async estimate(key: string, cap: number, read: (cap: number) => Promise<number>): Promise<number> {
    const known = this.estimates.get(key);
    const now = Date.now();
    if (known && now - known.at < ESTIMATE_TTL_MS && (known.count < known.cap || known.cap >= cap))
      return known.count;
    const count = await read(cap);
    this.estimates.set(key, { count, cap, at: now });
    return count;
  }

  private run<Row>({ sql, parameters }: Statement): Promise<Row[]> {
    return this.read(sql, parameters);
  }

  /** COUNT(*) comes back as text from MySQL (a BIGINT) and as a number from SQLite. */
  private async countOf(statement: Statement): Promise<number> {
    const [row] = await this.run<{ count: number | string }>(statement);
    return Number(row?.count ?? 0);
  }

  /** The zones of each of the services `ids`, in the order they were added. */
  private async zonesOf(ids: readonly number[]): Promise<Map<number, ZoneRead[]>> {
    const zonesOf = new Map<number, ZoneRead[]>();
    for (const zone of await this.zoneRowsOf.read(ids)) {
      const zones = zonesOf.get(zone.serviceId);
      if (zones) zones.push(zone);
      else zonesOf.set(zone.serviceId, [zone]);
    }
    return zonesOf;
  }

  private async writeZones(manager: EntityManager, serviceId: number, service: NewService): Promise<void> {
    await manager.insert(ServiceZoneOrmEntity, ServiceMapper.toZoneRows(serviceId, service));
  }

  private async writeSearchTerms(manager: EntityManager, serviceId: number, service: NewService) {
    await manager.insert(ServiceSearchTermOrmEntity, ServiceMapper.toSearchTermRows(serviceId, service));
  }
}
