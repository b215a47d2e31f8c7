import { DEFAULT_CATEGORIES, MEDIA_PATH_PREFIX } from '@changas/shared/contracts';
import type { ChangeServiceStatus, CreateService, ServiceCommand } from '@changas/server/catalog';
import type { DemoService } from './demo-service';
import { DEMO_SERVICES } from './demo-services.data';
import type { DemoUserIds } from './seed-users.step';

/** The category's bundled illustration, served by the API at /media/ (tools/demo-seed/assets). */
export const categoryImageOf = (category: DemoService['category']): string =>
  `${MEDIA_PATH_PREFIX}categories/${DEFAULT_CATEGORIES.find(({ name }) => name === category)?.slug}.svg`;

const toCommand = ({
  title,
  description,
  category,
  price,
  durationMinutes,
  bookingWindowDays,
  availability,
  zones,
}: DemoService): ServiceCommand => ({
  title,
  description,
  category,
  price,
  durationMinutes,
  bookingWindowDays,
  availability,
  zones,
  imageUrl: categoryImageOf(category),
});

/**
 * Publishes the demo services through the catalog's use cases, as their providers would, and pauses
 * the ones marked inactive. Answers each one's id by its title, for the next steps.
 */
export async function seedServices(
  createService: CreateService,
  changeStatus: ChangeServiceStatus,
  userIds: DemoUserIds,
): Promise<ReadonlyMap<string, number>> {
  const ids = new Map<string, number>();
  for (const demo of DEMO_SERVICES) {
    const providerId = userIds[demo.provider];
    const created = await createService.execute(providerId, toCommand(demo));
    if (!created.ok) throw created.error;
    ids.set(demo.title, created.value.service.id);
    if (demo.inactive) {
      const paused = await changeStatus.execute(providerId, created.value.service.id, 'inactive');
      if (!paused.ok) throw paused.error;
    }
  }
  return ids;
}
