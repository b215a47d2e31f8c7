import { normalizeSearchText } from '@changas/shared/util';
import { ARGENTINA_LOCALITIES } from './argentina.data';

export type ProvinceName = keyof typeof ARGENTINA_LOCALITIES;

/** A place in its canonical spelling, as stored and displayed. */
export interface Location {
  readonly province: ProvinceName;
  readonly locality: string;
}

export const PROVINCES: readonly ProvinceName[] = Object.freeze(
  Object.keys(ARGENTINA_LOCALITIES) as ProvinceName[],
);

/**
 * Folded-text indexes, so user input like 'CORDOBA' or 'rio cuarto' finds the official name. Built on
 * first use: folding some 600 names took about 7 ms of a phone's start-up on pages that only list them.
 */
let foldedNames:
  | { provinceByKey: Map<string, ProvinceName>; localityByKey: Map<ProvinceName, Map<string, string>> }
  | undefined;

function foldedIndexes() {
  foldedNames ??= {
    provinceByKey: new Map(PROVINCES.map((province) => [normalizeSearchText(province), province] as const)),
    localityByKey: new Map(
      PROVINCES.map((province) => {
        const localities = ARGENTINA_LOCALITIES[province].map((l) => [normalizeSearchText(l), l] as const);
        return [province, new Map<string, string>(localities)] as const;
      }),
    ),
  };
  return foldedNames;
}

export function getProvinces(): readonly ProvinceName[] {
  return PROVINCES;
}

/** Localities of a province (canonical name), sorted; empty when the province is unknown. */
export function getLocalities(province: string): readonly string[] {
  return isKnownProvince(province) ? ARGENTINA_LOCALITIES[province] : [];
}

/** Exact match: stored values must already be canonical. Resolve user input with findProvince. */
export function isKnownProvince(name: string): name is ProvinceName {
  return Object.hasOwn(ARGENTINA_LOCALITIES, name);
}

/** Exact match on both names, like isKnownProvince. */
export function isKnownLocality(province: string, locality: string): boolean {
  return getLocalities(province).includes(locality);
}

/** Canonical province for input in any case/accents ('cordoba' → 'Córdoba'); ñ is not folded. */
export function findProvince(name: string): ProvinceName | undefined {
  return foldedIndexes().provinceByKey.get(normalizeSearchText(name));
}

/** Canonical locality for input in any case/accents, the province resolved the same way. */
export function findLocality(province: string, name: string): string | undefined {
  const canonicalProvince = findProvince(province);
  return (
    canonicalProvince && foldedIndexes().localityByKey.get(canonicalProvince)?.get(normalizeSearchText(name))
  );
}

/** Both names resolved to their canonical spelling, or undefined when either is unknown. */
export function findLocation(province: string, locality: string): Location | undefined {
  const canonicalProvince = findProvince(province);
  const canonicalLocality = canonicalProvince && findLocality(canonicalProvince, locality);
  return canonicalProvince && canonicalLocality
    ? { province: canonicalProvince, locality: canonicalLocality }
    : undefined;
}
