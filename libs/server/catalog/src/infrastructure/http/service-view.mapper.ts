import type { ServiceListResponse, ServiceView, ZoneView } from '@changas/shared/contracts';
import type { ServiceListing, ServiceListingPage } from '../../application/service-listings';
import type { Zone } from '../../domain/zone.value-object';

const NO_PROVIDER = { name: '', phone: '', locality: '', province: '' };

// Two literals rather than a conditional spread, which copies through V8's generic object cloning.
const toZoneView = ({ province, locality, neighborhood }: Zone): ZoneView =>
  neighborhood ? { province, locality, neighborhood } : { province, locality };

/** A service as the API answers it: the spec's field names, with its provider's public data. */
export const ServiceViewMapper = {
  toView: ({ service, provider }: ServiceListing): ServiceView => {
    const props = service.toProps();
    const { name, phone, locality, province } = provider ?? NO_PROVIDER;
    return {
      id: props.id,
      title: props.title,
      description: props.description,
      category: props.category.name,
      price: props.price,
      duration_minutes: props.durationMinutes,
      booking_window_days: props.bookingWindowDays,
      availability: props.availability.toJSON(),
      skips_national_holidays: props.skipsNationalHolidays,
      zones: props.zones.map(toZoneView),
      image_url: props.imageUrl,
      status: props.status,
      isActive: service.isActive,
      providerId: props.providerId,
      providerName: name,
      provider: { name, phone, locality, province },
      average_rating: props.averageRating,
      ratings_count: props.ratingsCount,
      created_at: props.createdAt.toISOString(),
      updated_at: props.updatedAt.toISOString(),
    };
  },

  toList: ({ items, total, totalCapped, page, limit }: ServiceListingPage): ServiceListResponse => ({
    services: items.map(ServiceViewMapper.toView),
    total,
    total_capped: totalCapped,
    page,
    limit,
  }),
};
