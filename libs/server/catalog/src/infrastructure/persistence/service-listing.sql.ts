import { narrowsBeyondWords, type ServiceFilter, termStart } from '../../domain/service-search';

/**
 * The listing's statements, written as SQL both databases read alike (plain lower-case names, `?`
 * parameters): a search runs three or four of them, and building them with the query builder cost
 * more than MariaDB took to answer them.
 */
export interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/** Where the databases differ; MySQL/MariaDB has both. */
export interface Dialect {
  /** Takes a join order (STRAIGHT_JOIN). */
  readonly joinOrder: boolean;
  /**
   * Checks a word per service in the service's own search text. MariaDB read all of a service's terms from
   * their index to check one word (a page of a word in 5 % of 100,000 services: 2.3 ms, against 0.8 from the
   * text); SQLite seeks the word among them and is faster that way (0.20 ms, against 0.26 from the text).
   */
  readonly wordInText: boolean;
}

const statement = (sql: string, ...parameters: unknown[]): Statement => ({ sql, parameters });
const joined = (parts: readonly Statement[], separator: string): Statement => ({
  sql: parts.map(({ sql }) => sql).join(separator),
  parameters: parts.flatMap(({ parameters }) => parameters),
});

/**
 * The first text after every term that begins with `word`: terms compare byte for byte, so
 * `word <= term < next` is the prefix range, answered by the term indexes on both databases.
 */
const afterPrefix = (word: string) => {
  const characters = [...word];
  const last = characters.pop() as string;
  return characters.join('') + String.fromCodePoint((last.codePointAt(0) as number) + 1);
};
const TERM_RANGE = 't.term >= ? AND t.term < ?';
const termRange = (word: string) => [word, afterPrefix(word)];

/**
 * Whether a leading word is all a listing of listed services asks: only listed services have terms, so the
 * word's terms are then exactly its matches.
 */
export const wordAlone = (filter: ServiceFilter, leadingWord: string): boolean =>
  filter.onlyActive &&
  (filter.words ?? []).every((word) => word === leadingWord) &&
  !narrowsBeyondWords(filter);

/**
 * The filters on the service's own columns and its words (alias `s`), each word checked per service: from
 * its search text (which keeps each term after a space, termStart) or from its terms, as the dialect reads
 * faster.
 */
function matching(
  { words = [], categoryId, providerId, onlyActive }: ServiceFilter,
  { wordInText }: Dialect,
): Statement {
  return joined(
    [
      statement('s.deleted_at IS NULL'),
      ...(onlyActive ? [statement('s.status = ?', 'active')] : []),
      ...(providerId !== undefined ? [statement('s.provider_id = ?', providerId)] : []),
      ...(categoryId !== undefined ? [statement('s.category_id = ?', categoryId)] : []),
      ...words.map((word) =>
        wordInText
          ? statement('INSTR(s.search_text, ?) > 0', termStart(word))
          : statement(
              `(SELECT 1 FROM service_search_terms t WHERE t.service_id = s.id AND ${TERM_RANGE} LIMIT 1) IS NOT NULL`,
              ...termRange(word),
            ),
      ),
    ],
    ' AND ',
  );
}

/**
 * The zone condition of a province/locality filter, on alias `z`, with the category when there is one:
 * the zones carry their service's category, so category and place are one index range.
 */
function place({ categoryId, provinceKey, localityKey }: ServiceFilter): Statement | undefined {
  if (!provinceKey && !localityKey) return undefined;
  return joined(
    [
      ...(categoryId !== undefined ? [statement('z.category_id = ?', categoryId)] : []),
      ...(provinceKey ? [statement('z.province_key = ?', provinceKey)] : []),
      ...(localityKey ? [statement('z.locality_key = ?', localityKey)] : []),
    ],
    ' AND ',
  );
}

/**
 * Whether a place (with or without a category) is all a public listing asks: zones copy whether their
 * service is listed and its created_at, so the place's zones alone answer.
 */
const placeAlone = (filter: ServiceFilter): boolean =>
  filter.onlyActive && !filter.words?.length && filter.providerId === undefined && hasPlace(filter);

export const hasPlace = (filter: ServiceFilter): boolean => place(filter) !== undefined;

/** Whether a public listing's place may lead its page and count: zones copy whether their service is listed. */
export const placeCanLead = (filter: ServiceFilter): boolean => filter.onlyActive && hasPlace(filter);

/**
 * The listed services' zones in the filter's place, on alias `z`; with anything else asked, joined to their
 * services (alias `s`) to check it.
 */
function listedZonesInPlace(filter: ServiceFilter, dialect: Dialect): Statement {
  const alone = placeAlone(filter);
  const join = dialect.joinOrder ? 'STRAIGHT_JOIN' : 'INNER JOIN';
  return joined(
    [
      statement(
        alone ? 'FROM service_zones z' : `FROM service_zones z ${join} services s ON s.id = z.service_id`,
      ),
      statement('WHERE'),
      place(filter) as Statement,
      statement('AND z.listed = 1'),
      ...(alone ? [] : [statement('AND'), matching(filter, dialect)]),
    ],
    ' ',
  );
}

/**
 * A service matches a place through any of its zones: the place's zones are read once (IN), or, while
 * walking the listing of a place with many zones, checked per service (a LIMIT keeps MariaDB from reading
 * them all first: Buenos Aires province alone, 4.9 ms → 1.4 at 100,000 services).
 */
function inPlace(filter: ServiceFilter, { perService = false } = {}): Statement[] {
  const zones = place(filter);
  if (!zones) return [];
  return perService
    ? [
        statement('AND (SELECT 1 FROM service_zones z WHERE z.service_id = s.id AND'),
        zones,
        statement('LIMIT 1) IS NOT NULL'),
      ]
    : [statement('AND s.id IN (SELECT z.service_id FROM service_zones z WHERE'), zones, statement(')')];
}

/**
 * How a page reads a place: from its zones when they are few (a place alone is paged from them, with other
 * filters they are the set the services must be in), or by checking each service's zones as it is reached.
 */
export type PlacePage = 'fromZones' | 'walk';

export interface PageBounds {
  readonly offset: number;
  readonly limit: number;
}

/**
 * The ids of one page, newest first; `withTotal` adds to each row the number of matches (`total`). A leading
 * word alone is read from its terms, which carry their service's created_at: no service row is read (a word
 * in 100 of 100,000 services: 0.65 ms → 0.40 on MariaDB).
 */
export function pageIdsStatement(
  filter: ServiceFilter,
  leadingWord: string | undefined,
  { offset, limit }: PageBounds,
  dialect: Dialect,
  {
    withTotal = false,
    placePage,
    placePerMatch = false,
  }: { withTotal?: boolean; placePage?: PlacePage; placePerMatch?: boolean } = {},
): Statement {
  const total = withTotal ? ', COUNT(*) OVER () AS total' : '';
  // A place with few zones leads: read from them (a service may have two zones in one place). Grouped in
  // their index's order, both databases read the zones newest first and stop at the page's end, with no
  // temporary table or sort (electricidad in Ushuaia at 100,000 services: 10 of 69 read, 0.09 → 0.03 ms).
  if (placePage === 'fromZones' && leadingWord === undefined && placeCanLead(filter))
    return joined(
      [
        statement(`SELECT z.service_id AS id${total}`),
        listedZonesInPlace(filter, dialect),
        statement(
          'GROUP BY z.created_at, z.service_id ORDER BY z.created_at DESC, z.service_id DESC LIMIT ? OFFSET ?',
          limit,
          offset,
        ),
      ],
      ' ',
    );
  if (leadingWord !== undefined && wordAlone(filter, leadingWord))
    return statement(
      // A service holds each term once, but a prefix may begin several of its terms: one row a service.
      `SELECT t.service_id AS id${total} FROM service_search_terms t WHERE ${TERM_RANGE} GROUP BY t.service_id, t.created_at ORDER BY t.created_at DESC, t.service_id DESC LIMIT ? OFFSET ?`,
      ...termRange(leadingWord),
      limit,
      offset,
    );
  const newestFirst = statement('ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?', limit, offset);
  // A leading word's matches, with the rest checked on each; a prefix or a place's zones may repeat one.
  if (leadingWord !== undefined)
    return joined(
      [
        statement(`SELECT s.id AS id${total}`),
        ...wordMatches(filter, leadingWord, dialect, placePerMatch),
        statement('GROUP BY s.id, s.created_at'),
        newestFirst,
      ],
      ' ',
    );
  return joined(
    [
      statement(`SELECT s.id AS id${total} FROM services s WHERE`),
      matching(filter, dialect),
      ...inPlace(filter, { perService: placePage === 'walk' }),
      newestFirst,
    ],
    ' ',
  );
}

/**
 * From a leading word's term range, joined to the services (alias `s`) that match the rest of the filter:
 * the FROM and WHERE of its page and count. The range leads (on MariaDB a STRAIGHT_JOIN): given a place,
 * MariaDB otherwise walked every listed service and looked each up among the word's matches (a common word
 * in Córdoba province, page 3: 28 ms against 5.1). `placePerMatch` checks the place on each match's zones
 * before its service row is read, instead of matching the place's zones as a set.
 */
function wordMatches(
  filter: ServiceFilter,
  leadingWord: string,
  dialect: Dialect,
  placePerMatch: boolean,
): Statement[] {
  const rest = { ...filter, words: filter.words?.filter((word) => word !== leadingWord) };
  const join = dialect.joinOrder ? 'STRAIGHT_JOIN' : 'INNER JOIN';
  const zones = placePerMatch && place(filter);
  return [
    statement('FROM service_search_terms t'),
    ...(zones ? [statement(`${join} service_zones z ON z.service_id = t.service_id AND`), zones] : []),
    statement(`${join} services s ON s.id = t.service_id WHERE ${TERM_RANGE} AND`, ...termRange(leadingWord)),
    matching(rest, dialect),
    ...(zones ? [] : inPlace(filter)),
  ];
}

/**
 * The matches, counted up to one past `limit` when it is finite (enough to tell that there are more).
 * A leading word's range is joined rather than matched with IN, which MariaDB materialises whole: read
 * in index order, the count of a word in half the catalogue stops after its first thousand services.
 * MariaDB is held to that order (STRAIGHT_JOIN): with the statistics of some loads it walked the listing
 * instead and read every listed service's words (a word in half of 100,000 services: 33 ms against 5.6).
 * A place is matched with IN, or, when it has more zones than the leading word has matches, on each match's
 * zones (`placePerMatch`: a common word in Buenos Aires province, 8.0 ms → 4.9 at 100,000 services). Without
 * a leading word, a public listing's place leads: its listed zones, joined to their services to check the rest.
 */
export function countStatement(
  filter: ServiceFilter,
  leadingWord: string | undefined,
  limit: number,
  dialect: Dialect,
  { placePerMatch = false } = {},
): Statement {
  const matches =
    leadingWord !== undefined
      ? wordAlone(filter, leadingWord)
        ? // With nothing else asked, the range alone answers (a third of the join's time).
          [
            statement(
              `SELECT DISTINCT t.service_id FROM service_search_terms t WHERE ${TERM_RANGE}`,
              ...termRange(leadingWord),
            ),
          ]
        : [
            statement('SELECT DISTINCT t.service_id'),
            ...wordMatches(filter, leadingWord, dialect, placePerMatch),
          ]
      : placeCanLead(filter)
        ? [statement('SELECT DISTINCT z.service_id'), listedZonesInPlace(filter, dialect)]
        : [statement('SELECT s.id FROM services s WHERE'), matching(filter, dialect), ...inPlace(filter)];
  return joined(
    [
      statement('SELECT COUNT(*) AS count FROM ('),
      ...matches,
      Number.isFinite(limit) ? statement('LIMIT ?) counted', limit + 1) : statement(') counted'),
    ],
    ' ',
  );
}

/** Services a public listing (or an owner's, with inactive ones) walks. */
export function listedCountStatement(onlyActive: boolean): Statement {
  return onlyActive
    ? statement(
        'SELECT COUNT(*) AS count FROM services s WHERE s.deleted_at IS NULL AND s.status = ?',
        'active',
      )
    : statement('SELECT COUNT(*) AS count FROM services s WHERE s.deleted_at IS NULL');
}

/** How many zones the filter's place (with its category) holds, up to `cap`: about its services. */
export function placeSampleStatement(filter: ServiceFilter, cap: number): Statement {
  return joined(
    [
      statement('SELECT COUNT(*) AS count FROM (SELECT 1 FROM service_zones z WHERE'),
      place(filter) as Statement,
      statement('LIMIT ?) sample', cap),
    ],
    ' ',
  );
}

/** The terms that begin with `word` and are longer: none when the word is a whole term that begins no other. */
const LONGER_TERMS = 'SELECT 1 FROM service_search_terms u WHERE u.term > ? AND u.term < ?';

/** How many terms begin with `word` and are longer, up to `cap`. */
export function longerTermsStatement(word: string, cap: number): Statement {
  return statement(`SELECT COUNT(*) AS count FROM (${LONGER_TERMS} LIMIT ?) longer`, ...termRange(word), cap);
}

/**
 * A page of a word that is a whole term and begins no other, read in the order of the term's index
 * (term, created_at): it stops at the page's end. It finds nothing if a longer term has appeared since the
 * plan was made, as the word's matches would no longer be this term's alone.
 */
export function wholeTermPageStatement(word: string, { offset, limit }: PageBounds): Statement {
  return statement(
    `SELECT t.service_id AS id FROM service_search_terms t WHERE t.term = ? AND NOT EXISTS (${LONGER_TERMS}) ORDER BY t.created_at DESC, t.service_id DESC LIMIT ? OFFSET ?`,
    word,
    ...termRange(word),
    limit,
    offset,
  );
}

/** The services that hold the term `word`, up to one past `limit` when it is finite: each holds it once. */
export function wholeTermCountStatement(word: string, limit: number): Statement {
  return Number.isFinite(limit)
    ? statement(
        'SELECT COUNT(*) AS count FROM (SELECT 1 FROM service_search_terms t WHERE t.term = ? LIMIT ?) counted',
        word,
        limit + 1,
      )
    : statement('SELECT COUNT(*) AS count FROM service_search_terms t WHERE t.term = ?', word);
}

/** How many terms begin with `word` (about its services: a service may hold several), up to `cap`. */
export function termSampleStatement(word: string, cap: number): Statement {
  return statement(
    `SELECT COUNT(*) AS count FROM (SELECT 1 FROM service_search_terms t WHERE ${TERM_RANGE} LIMIT ?) sample`,
    ...termRange(word),
    cap,
  );
}
