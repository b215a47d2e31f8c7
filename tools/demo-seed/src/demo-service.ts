import type {
  Availability,
  BookingWindowDays,
  DEFAULT_CATEGORIES,
  DurationMinutes,
  ZoneRequest,
} from '@changas/shared/contracts';
import type { DemoUserKey } from './demo-users.data';

export type CategoryName = (typeof DEFAULT_CATEGORIES)[number]['name'];

/** One service of the demo, offered by one of the demo accounts. */
export interface DemoService {
  readonly provider: DemoUserKey;
  readonly title: string;
  readonly category: CategoryName;
  /** Pesos. */
  readonly price: number;
  readonly durationMinutes: DurationMinutes;
  readonly bookingWindowDays: BookingWindowDays;
  readonly availability: Partial<Availability>;
  readonly zones: readonly ZoneRequest[];
  readonly description: string;
  /** Published, then paused by its provider: it shows only in the provider's own list. */
  readonly inactive?: true;
}
