// Helpers for tests only; production code never imports this entry.
export { ManualClock } from './manual-clock';
