import { DEFAULT_CATEGORIES } from '@changas/shared/contracts';
import { ManualClock } from '@changas/server/kernel/testing';
import { ChangeServiceStatus } from '../application/change-service-status.use-case';
import { CreateService } from '../application/create-service.use-case';
import { DeleteService } from '../application/delete-service.use-case';
import { GetService } from '../application/get-service.query';
import { ListMyServices } from '../application/list-my-services.query';
import { SearchServices } from '../application/search-services.query';
import type { ServiceCommand } from '../application/service-command';
import { ServiceListings } from '../application/service-listings';
import { UpdateService } from '../application/update-service.use-case';
import { Category } from '../domain/category.entity';
import type { Service } from '../domain/service.entity';
import { InMemoryCategoryRepository } from './category.in-memory-repository';
import { FakeProviderDirectory } from './provider-directory.fake';
import { InMemoryServiceRepository } from './service.in-memory-repository';

export const ANA_ID = 1;
export const BETO_ID = 2;

/** A valid create command: a garden service in Río Cuarto, weekday mornings. */
export const GARDEN: ServiceCommand = {
  title: 'Jardinería y poda',
  description:
    'Corte de césped, poda de arbustos y árboles frutales, control de malezas y limpieza final. Llevo mis propias herramientas.',
  category: 'Jardinería',
  price: 15000,
  durationMinutes: 120,
  bookingWindowDays: 30,
  availability: { monday: ['09:00-13:00'], wednesday: ['14:00-18:00', '09:00-12:00'] },
  zones: [{ province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' }],
  imageUrl: 'https://example.com/jardin.jpg',
};

/** Every use case of the services slice over in-memory adapters that the test can inspect. */
export function createCatalogTestKit() {
  const categories = new InMemoryCategoryRepository(
    DEFAULT_CATEGORIES.map(({ name, slug }, index) => new Category(index + 1, name, slug)),
  );
  const services = new InMemoryServiceRepository();
  const providers = new FakeProviderDirectory();
  const clock = new ManualClock();
  const listings = new ServiceListings(providers);
  providers.add({
    id: ANA_ID,
    name: 'Ana Pérez',
    phone: '3584123456',
    locality: 'Río Cuarto',
    province: 'Córdoba',
  });

  const kit = {
    services,
    providers,
    clock,
    createService: new CreateService(services, categories, listings, clock),
    updateService: new UpdateService(services, categories, listings, clock),
    changeStatus: new ChangeServiceStatus(services, listings, clock),
    deleteService: new DeleteService(services, clock),
    getService: new GetService(services, listings),
    searchServices: new SearchServices(services, categories, listings),
    listMyServices: new ListMyServices(services, listings),
    /** Creates `command` (GARDEN by default) for `providerId`, a minute after the previous one. */
    async publish(command: Partial<ServiceCommand> = {}, providerId = ANA_ID): Promise<Service> {
      clock.advance(60_000);
      const result = await kit.createService.execute(providerId, { ...GARDEN, ...command });
      if (!result.ok) throw result.error;
      return result.value.service;
    },
  };
  return kit;
}
