export * from './lib/DashboardPage';
