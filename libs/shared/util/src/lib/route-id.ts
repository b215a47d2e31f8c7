/** The largest id: ids are INT columns, signed 32-bit on MySQL/MariaDB. */
export const MAX_ID = 2_147_483_647;

/**
 * A route's id parameter in its one canonical spelling, as a positive integer an id column can hold;
 * undefined for anything else ('abc', '0', '07', '7.5', '-3', '+7', '1e3', '0x7', above MAX_ID).
 */
export function parseRouteId(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d*$/.test(param)) return undefined;
  const id = Number(param);
  return id <= MAX_ID ? id : undefined;
}
