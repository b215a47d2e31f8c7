import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './CategoryGrid.stories';

const { Default, Loading, Empty, Error: ErrorStory } = composeStories(stories);

describe('CategoryGrid', () => {
  it('links every category to the filtered listing', () => {
    render(<Default />);
    expect(screen.getAllByRole('link')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Jardinería' })).toHaveAttribute(
      'href',
      '/services?category=jardineria',
    );
  });

  it('shows skeletons while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status', { name: 'Cargando categorías' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains when there are no categories', () => {
    render(<Empty />);
    expect(screen.getByText('Todavía no hay categorías disponibles.')).toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const onRetry = jest.fn();
    render(<ErrorStory onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar las categorías.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
