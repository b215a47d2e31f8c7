/**
 * What stories outside this library import (@changas/web/ui/storybook): the usage notes of a docs
 * page, the stubbed API that page stories answer through (`parameters.api`, applied by the
 * decorator in storybook/.storybook/preview.tsx) and the sample data the ui stories already use.
 */
import { type Availability, DEFAULT_CATEGORIES, type UserView } from '@changas/shared/contracts';
import { ok, type ApiRoutes } from '../testing/api-stub';

export * from './usage-notes';
export * from './phone-story';
export * from '../testing/api-stub';
export { sampleReview } from '../lib/reviews/review-fixtures';
export { FIXTURE_TODAY, fixtureCalendarDays } from '../lib/scheduling/appointment.fixtures';

/** GET /api/categories answering the 20 built-in categories. */
export const CATEGORIES_ROUTE = {
  'GET /api/categories': ok({
    categories: DEFAULT_CATEGORIES.map((category, index) => ({ id: index + 1, ...category })),
  }),
};

/** A provider's usual week in the page stories: split mornings and afternoons, short Saturdays. */
export const sampleWeek: Availability = {
  monday: ['09:00-13:00', '15:00-19:00'],
  tuesday: ['09:00-13:00'],
  wednesday: ['09:00-13:00', '15:00-19:00'],
  thursday: [],
  friday: ['09:00-18:00'],
  saturday: ['09:00-12:00'],
  sunday: [],
};

/** The user of the logged-in page stories: a client from Palermo. */
export const sampleUser: UserView = {
  id: 21,
  name: 'María Gómez',
  email: 'maria.gomez@gmail.com',
  phone: '+5491145678901',
  province: 'Ciudad Autónoma de Buenos Aires',
  locality: 'Palermo',
  created_at: '2025-09-15T13:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: false },
};

/** The parameters of a page story rendered against the stubbed API. */
export interface PageStoryParameters {
  /** 'METHOD /api/path?query' → answer; unknown routes answer 404. */
  api: ApiRoutes;
  /** The user logged in while the story renders; none for a visitor without a session. */
  session?: UserView;
  /** The URL visited, e.g. '/service/7'. */
  route?: string;
  /** The route pattern the page is mounted on, e.g. '/service/:id'; the route itself by default. */
  path?: string;
}
