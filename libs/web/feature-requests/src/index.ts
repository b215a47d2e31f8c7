export * from './lib/MyRequestsPage';
export * from './lib/ReceivedRequestsPage';
