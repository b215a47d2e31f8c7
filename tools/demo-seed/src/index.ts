export { DemoSeedModule } from './demo-seed.module';
export { DEMO_USERS } from './demo-users.data';
