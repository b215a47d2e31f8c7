import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { preloadWhenIdle } from './preload-when-idle';
import { useOpenedOnce } from './use-opened-once';

/** A component whose code loads apart from the code that renders it. */
export type LazyComponent<P> = ComponentType<P> & {
  /**
   * Loads the code (once; again only after a failure), after which the component renders without suspending.
   * Every call answers the same promise until then, so one that is handled covers the others.
   */
  preload(): Promise<unknown>;
};

/**
 * A component of a module loaded on demand: `pick` names which of its exports. It suspends to the nearest
 * boundary until its code has arrived, and from then on renders at once: React.lazy alone suspends on its
 * first render even when `preload` has already brought the code.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Asked again on every hover or idle moment: one load, tried again only after a failure.
  const preload = () =>
    (loading ??= load().then(
      (module) => (Loaded = pick(module)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Component, { preload });
}

/**
 * A part of a page that the first paint does not need (a dialog, a menu, a drawer): like `lazyComponent`,
 * but it renders nothing until its code has arrived instead of suspending the page around it.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  const Inner = lazyComponent(load, pick);
  const Part = (props: P) => (
    <Suspense fallback={null}>
      <Inner {...props} />
    </Suspense>
  );
  return Object.assign(Part, { preload: Inner.preload });
}

/**
 * A dialog that is not part of the page that offers it: its code loads once the page is idle, or when it
 * first opens if that comes sooner, and it stays mounted from then on so it can animate closed.
 */
export function lazyDialog<M, P extends { open: boolean }>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Content = lazyPart(load, pick);
  return function LazyDialog(props: P) {
    const opened = useOpenedOnce(props.open);
    useEffect(() => preloadWhenIdle(Content.preload), []);
    return opened ? <Content {...props} /> : null;
  };
}
