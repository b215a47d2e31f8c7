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

/** The wizard's fields; `category` is a category's name or slug in any case and accents. */
export interface ServiceCommand extends Omit<ServiceDetailsInput, 'imageUrl'> {
  readonly category: string;
  /** Creating: undefined means no image. Updating: undefined keeps the current one, null removes it. */
  readonly imageUrl?: string | null;
}

/** Slugs are the names folded, so folding any spelling of a name or slug gives the slug. */
export const categorySlugOf = (nameOrSlug: string): string => normalizeSearchText(nameOrSlug);

/** The command's details with its category resolved, or the field messages of what breaks a rule. */
export async function toServiceDetails(
  command: ServiceCommand,
  categories: CategoryRepository,
  imageUrl: string | null,
): Promise<Result<ServiceDetails>> {
  const category = await categories.findBySlug(categorySlugOf(command.category));
  if (!category)
    return err(CatalogErrors.invalidService({ category: SERVICE_RULES.create.category.required }));
  return buildServiceDetails({ ...command, imageUrl }, category);
}
