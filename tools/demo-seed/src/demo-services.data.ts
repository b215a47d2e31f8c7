import type { DemoService } from './demo-service';
import { EVERYDAY_SERVICES } from './demo-services-everyday.data';
import { HOME_SERVICES } from './demo-services-home.data';
import { PERSONAL_SERVICES } from './demo-services-personal.data';

/** Every demo service, in publishing order (the listing shows the last ones first). */
export const DEMO_SERVICES: readonly DemoService[] = [
  ...HOME_SERVICES,
  ...EVERYDAY_SERVICES,
  ...PERSONAL_SERVICES,
];
