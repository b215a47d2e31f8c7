import { codePointLength, type FieldErrors, SERVICE_RULES } from '@changas/shared/contracts';
import { findLocation } from '@changas/shared/locations';
import { normalizeSearchText } from '@changas/shared/util';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { CatalogErrors } from './catalog.errors';

const RULES = SERVICE_RULES.create.zones;

export interface ZoneInput {
  readonly province: string;
  readonly locality: string;
  readonly neighborhood?: string | null;
}

export interface ZoneProps {
  readonly province: string;
  readonly locality: string;
  readonly neighborhood: string | null;
}

/** Where a service is offered: a known province and locality (canonical spelling), optionally a neighbourhood. */
export class Zone implements ZoneProps {
  private constructor(
    readonly province: string,
    readonly locality: string,
    readonly neighborhood: string | null,
  ) {}

  /** The zone at a known place, whatever the input's case and accents; undefined for an unknown place. */
  static at({ province, locality, neighborhood }: ZoneInput): Zone | undefined {
    const location = findLocation(province, locality);
    return location && new Zone(location.province, location.locality, neighborhood?.trim() || null);
  }

  static restore({ province, locality, neighborhood }: ZoneProps): Zone {
    return new Zone(province, locality, neighborhood);
  }

  /** Folded names: the filters compare these, so 'cordoba' and 'CÓRDOBA' find 'Córdoba'. */
  get provinceKey(): string {
    return normalizeSearchText(this.province);
  }

  get localityKey(): string {
    return normalizeSearchText(this.locality);
  }

  get searchText(): string {
    return [this.neighborhood, this.locality, this.province].filter(Boolean).join(' ');
  }

  equals(other: Zone): boolean {
    return (
      this.province === other.province &&
      this.locality === other.locality &&
      normalizeSearchText(this.neighborhood ?? '') === normalizeSearchText(other.neighborhood ?? '')
    );
  }
}

/** A service's zones: at least one, at most the form's maximum, each at a known place; repeats collapse. */
export function createZones(inputs: readonly ZoneInput[]): Result<Zone[]> {
  if (inputs.length === 0) return err(CatalogErrors.invalidService({ zones: RULES.required }));
  if (inputs.length > RULES.maxItems.value) {
    return err(CatalogErrors.invalidService({ zones: RULES.maxItems.message }));
  }
  const zones: Zone[] = [];
  const fieldErrors: FieldErrors = {};
  inputs.forEach((input, index) => {
    const zone = Zone.at(input);
    if (!zone) fieldErrors[`zones.${index}`] = RULES.location;
    else if (codePointLength(zone.neighborhood ?? '') > RULES.neighborhood.maxLength.value) {
      fieldErrors[`zones.${index}.neighborhood`] = RULES.neighborhood.maxLength.message;
    } else if (!zones.some((kept) => kept.equals(zone))) zones.push(zone);
  });
  return Object.keys(fieldErrors).length > 0 ? err(CatalogErrors.invalidService(fieldErrors)) : ok(zones);
}
