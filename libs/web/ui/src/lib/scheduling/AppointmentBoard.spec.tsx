import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './AppointmentBoard.stories';

const { Kanban, List, Loading, ListLoading, Empty, ListEmpty, EmptyColumns, Busy } = composeStories(stories);

const column = (name: RegExp) => screen.getByRole('region', { name });
const titlesIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('AppointmentBoard', () => {
  it('sorts the requests into columns by status, keeping their order', () => {
    render(<Kanban />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Pendientes 1',
      'Aceptadas 1',
      'Completadas 1',
      'No concretadas 3',
    ]);
    expect(titlesIn(column(/^Aceptadas/))).toEqual(['Clases de guitarra']);
    const closed = column(/^No concretadas/);
    expect(
      within(closed)
        .getAllByRole('article')
        .map((article) => article.textContent),
    ).toEqual([
      expect.stringContaining('Rechazada'),
      expect.stringContaining('Cancelada'),
      expect.stringContaining('Caducada'),
    ]);
    expect(
      within(column(/^Aceptadas/)).getByText('Podrás calificar después del servicio'),
    ).toBeInTheDocument();
    expect(
      within(column(/^Pendientes/)).getByRole('button', { name: 'Cancelar solicitud' }),
    ).toBeInTheDocument();
    expect(within(column(/^Completadas/)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists every request in one list, newest first', () => {
    render(<List />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Pendiente');
    expect(items[5]).toHaveTextContent('Caducada');
  });

  it('says it is loading in either view', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando solicitudes...');
    unmount();
    render(<ListLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando solicitudes...');
  });

  it('says there is no request in every column, or once in the list', () => {
    const { unmount } = render(<Empty />);
    for (const name of [/^Pendientes 0/, /^Aceptadas 0/, /^Completadas 0/, /^No concretadas 0/]) {
      expect(within(column(name)).getByText('Sin solicitudes')).toBeInTheDocument();
    }
    unmount();
    render(<ListEmpty />);
    expect(screen.getByText('Sin solicitudes')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says which columns are empty', () => {
    render(<EmptyColumns />);
    expect(within(column(/^Pendientes/)).getAllByRole('article')).toHaveLength(1);
    expect(within(column(/^Aceptadas/)).getByText('Sin solicitudes')).toBeInTheDocument();
    expect(within(column(/^No concretadas/)).getByText('Sin solicitudes')).toBeInTheDocument();
  });

  it('marks the request that is changing', () => {
    render(<Busy />);
    const busy = screen
      .getAllByRole('article')
      .filter((article) => article.getAttribute('aria-busy') === 'true');
    expect(busy).toHaveLength(1);
    expect(busy[0]).toHaveTextContent('Pendiente');
  });
});
