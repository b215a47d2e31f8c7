import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent, lazyPart } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

/** A module load that the test settles by hand. */
function deferredModule() {
  const settle: { resolve?: () => void; reject?: (error: Error) => void } = {};
  const load = jest.fn(
    () =>
      new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => {
        settle.resolve = () => resolve({ Greeting });
        settle.reject = reject;
      }),
  );
  return { load, settle };
}

describe('lazyComponent', () => {
  it('suspends to the nearest boundary until its code arrives, then renders with its props', async () => {
    const { load, settle } = deferredModule();
    const Lazy = lazyComponent(load, (module) => module.Greeting);
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    await act(async () => settle.resolve?.());
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const { load, settle } = deferredModule();
    const Lazy = lazyComponent(load, (module) => module.Greeting);
    const preloaded = Lazy.preload();
    settle.resolve?.();
    await preloaded;
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).not.toBeInTheDocument();
  });

  it('loads once however often it is preloaded, and again after a failure', async () => {
    const { load, settle } = deferredModule();
    const Lazy = lazyComponent(load, (module) => module.Greeting);
    const first = Lazy.preload();
    void Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    settle.reject?.(new Error('sin conexión'));
    await expect(first).rejects.toThrow('sin conexión');
    const second = Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    settle.resolve?.();
    await second;
    // Loaded by the second try: it renders at once, with no boundary to suspend to.
    render(<Lazy name="Ana" />);
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
  });
});

describe('lazyPart', () => {
  it('renders nothing until its code arrives, leaving the page around it in place', async () => {
    const { load, settle } = deferredModule();
    const Part = lazyPart(load, (module) => module.Greeting);
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <p>Página</p>
        <Part name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Página')).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).not.toBeInTheDocument();
    await act(async () => settle.resolve?.());
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
  });
});
