import { useState } from 'react';

/**
 * Whether a part that loads on first opening (a drawer, a menu, a button that zooms in) belongs in the tree:
 * false until `open` is first true, then true for good, so its code is fetched only when wanted and it can
 * still animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // React's pattern for state derived from a prop: the render restarts at once, before anything is committed.
  if (open && !opened) setOpened(true);
  return opened || open;
}
