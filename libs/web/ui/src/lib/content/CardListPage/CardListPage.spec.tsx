import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import * as stories from './CardListPage.stories';

const { Default, WithAction, Loading, Empty, Error } = composeStories(stories);

describe('CardListPage', () => {
  beforeEach(() => clearAllMocks());

  it('is a section named by its heading, with the cards as a list', () => {
    render(<Default />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Mis favoritos' });
    expect(screen.getByRole('region', { name: 'Mis favoritos' })).toContainElement(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows its action beside the heading', () => {
    render(<WithAction />);
    expect(screen.getByRole('button', { name: 'Publicar nuevo servicio' })).toBeInTheDocument();
  });

  it('says it is loading instead of showing cards', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty state with its way forward when there are no cards', () => {
    render(<Empty />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Todavía no tienes favoritos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explorar servicios' })).toBeInTheDocument();
  });

  it('becomes the error with a retry when the list cannot be loaded', async () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar tus favoritos');
    expect(screen.queryByRole('heading', { name: 'Mis favoritos' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(Error.args.error?.onRetry).toHaveBeenCalledTimes(1);
  });
});
