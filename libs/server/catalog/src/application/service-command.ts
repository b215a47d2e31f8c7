import { SERVICE_RULES } from '@changas/shared/contracts';
import { normalizeSearchText } from '@changas/shared/util';
import { err, type Result } from '@changas/server/kernel/domain';
import { CatalogErrors } from '../domain/catalog.errors';
import type { CategoryRepository } from '../domain/category.repository.port';
import {
  buildServiceDetails,
  type ServiceDetails,
  type ServiceDetailsInput,
} from '../domain/service-details';

/** What a command may leave out: creating falls back to NEW_SERVICE_DEFAULTS, updating to the current value. */
type OmittableDetails = Pick<ServiceDetailsInput, 'imageUrl' | 'skipsNationalHolidays'>;

/** The wizard's fields; `category` is a category's name or slug in any case and accents. */
export interface ServiceCommand extends Omit<ServiceDetailsInput, keyof OmittableDetails> {
  readonly category: string;
  /** Undefined falls back (no image, or the current one); null removes it. */
  readonly imageUrl?: string | null;
  readonly skipsNationalHolidays?: boolean;
}

/** A new service has no image and skips national holidays unless the command says otherwise. */
export const NEW_SERVICE_DEFAULTS: OmittableDetails = {
  imageUrl: null,
  skipsNationalHolidays: SERVICE_RULES.create.skipsNationalHolidays.default,
};

/** Slugs are the names folded, so folding any spelling of a name or slug gives the slug. */
export const categorySlugOf = (nameOrSlug: string): string => normalizeSearchText(nameOrSlug);

/**
 * The command's details with its category resolved and what it leaves out taken from `fallback`, or
 * the field messages of what breaks a rule.
 */
export async function toServiceDetails(
  command: ServiceCommand,
  categories: CategoryRepository,
  fallback: OmittableDetails,
): Promise<Result<ServiceDetails>> {
  const category = await categories.findBySlug(categorySlugOf(command.category));
  if (!category)
    return err(CatalogErrors.invalidService({ category: SERVICE_RULES.create.category.required }));
  return buildServiceDetails(
    {
      ...command,
      imageUrl: command.imageUrl === undefined ? fallback.imageUrl : command.imageUrl,
      skipsNationalHolidays: command.skipsNationalHolidays ?? fallback.skipsNationalHolidays,
    },
    category,
  );
}
