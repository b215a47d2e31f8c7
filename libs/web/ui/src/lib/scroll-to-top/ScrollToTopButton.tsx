import { useEffect, useState } from 'react';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@changas/shared/contracts';
import { lazyPart } from '../lazy/lazy-component';
import { preloadWhenIdle } from '../lazy/preload-when-idle';
import { useOpenedOnce } from '../lazy/use-opened-once';

// Hidden at the top of every page: its code (Fab, Zoom) loads once the page is idle, or on the first
// scroll past the threshold if that comes sooner, and then stays to zoom in and out.
const ScrollToTopFab = lazyPart(
  () => import('./ScrollToTopFab'),
  (module) => module.ScrollToTopFab,
);

export interface ScrollToTopButtonProps {
  /** Pixels of scroll after which the button shows. */
  threshold?: number;
}

export function ScrollToTopButton({ threshold = SCROLL_TO_TOP_THRESHOLD_PX }: ScrollToTopButtonProps) {
  const [visible, setVisible] = useState(false);
  const shown = useOpenedOnce(visible);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  useEffect(() => preloadWhenIdle(ScrollToTopFab.preload), []);

  return shown ? <ScrollToTopFab visible={visible} /> : null;
}
