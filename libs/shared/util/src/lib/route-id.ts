/** A route's id parameter as a positive integer; undefined for anything else ('abc', '0', '7.5', '-3'). */
export function parseRouteId(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d*$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
