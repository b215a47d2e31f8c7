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
 * The filters on the service's own columns and its words (alias `s`): `leadingWord` is read from its index
 * range, any other word per service, from its search text (which keeps each term after a space, termStart)
 * or from its terms, as the dialect reads faster.
 */
function matching(
  { words = [], categoryId, providerId, onlyActive }: ServiceFilter,
  leadingWord: string | undefined,
  { wordInText }: Dialect,
): Statement {
  return joined(
    [
      statement('s.deleted_at IS NULL'),
      ...(onlyActive ? [statement('s.status = ?', 'active')] : []),
      ...(providerId !== undefined ? [statement('s.provider_id = ?', providerId)] : []),
      ...(categoryId !== undefined ? [statement('s.category_id = ?', categoryId)] : []),
      ...words.map((word) =>
        word === leadingWord
          ? statement(
              `s.id IN (SELECT t.service_id FROM service_search_terms t WHERE ${TERM_RANGE})`,
              ...termRange(word),
            )
          : wordInText
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
export const placeAlone = (filter: ServiceFilter): boolean =>
  filter.onlyActive &&
  !filter.words?.length &&
  filter.providerId === undefined &&
  place(filter) !== undefined;

/** The listed services' zones in the filter's place, on alias `z`. */
const listedZonesInPlace = (filter: ServiceFilter): Statement =>
  joined(
    [statement('FROM service_zones z WHERE'), place(filter) as Statement, statement('AND z.listed = 1')],
    ' ',
  );

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

/** How a listing of a place alone reads its page: from the place's zones when few, else walking the listing. */
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
  { withTotal = false, placePage }: { withTotal?: boolean; placePage?: PlacePage } = {},
): Statement {
  const total = withTotal ? ', COUNT(*) OVER () AS total' : '';
  // A place alone with few zones: read and sorted from them (a service may have two zones in one place).
  if (placePage === 'fromZones' && placeAlone(filter))
    return joined(
      [
        statement(`SELECT z.service_id AS id${total}`),
        listedZonesInPlace(filter),
        statement(
          'GROUP BY z.service_id, z.created_at ORDER BY z.created_at DESC, z.service_id DESC LIMIT ? OFFSET ?',
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
  return joined(
    [
      statement(`SELECT s.id AS id${total} FROM services s WHERE`),
      matching(filter, leadingWord, dialect),
      ...inPlace(filter, { perService: placePage === 'walk' }),
      statement('ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?', limit, offset),
    ],
    ' ',
  );
}

/** The services in a leading word's term range that match the rest of the filter. */
function wordMatches(filter: ServiceFilter, leadingWord: string, dialect: Dialect): Statement[] {
  const rest = { ...filter, words: filter.words?.filter((word) => word !== leadingWord) };
  const range = termRange(leadingWord);
  // With nothing else asked, the range alone answers (a third of the join's time).
  if (wordAlone(filter, leadingWord))
    return [
      statement(`SELECT DISTINCT t.service_id FROM service_search_terms t WHERE ${TERM_RANGE}`, ...range),
    ];
  const join = dialect.joinOrder ? 'STRAIGHT_JOIN' : 'INNER JOIN';
  return [
    statement(
      `SELECT DISTINCT t.service_id FROM service_search_terms t ${join} services s ON s.id = t.service_id WHERE ${TERM_RANGE} AND`,
      ...range,
    ),
    matching(rest, undefined, dialect),
  ];
}

/**
 * The matches, counted up to one past `limit` when it is finite (enough to tell that there are more).
 * A leading word's range is joined rather than matched with IN, which MariaDB materialises whole: read
 * in index order, the count of a word in half the catalogue stops after its first thousand services.
 * MariaDB is held to that order (STRAIGHT_JOIN): with the statistics of some loads it walked the listing
 * instead and read every listed service's words (a word in half of 100,000 services: 33 ms against 5.6).
 * A place is matched with IN, like the page; a place alone is counted from its listed zones.
 */
export function countStatement(
  filter: ServiceFilter,
  leadingWord: string | undefined,
  limit: number,
  dialect: Dialect,
): Statement {
  const matches =
    leadingWord !== undefined
      ? [...wordMatches(filter, leadingWord, dialect), ...inPlace(filter)]
      : placeAlone(filter)
        ? [statement('SELECT DISTINCT z.service_id'), listedZonesInPlace(filter)]
        : [
            statement('SELECT s.id FROM services s WHERE'),
            matching(filter, undefined, dialect),
            ...inPlace(filter),
          ];
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
