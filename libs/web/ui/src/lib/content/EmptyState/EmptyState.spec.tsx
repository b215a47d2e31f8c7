import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './EmptyState.stories';

const { Default, WithAction, TitleOnly } = composeStories(stories);

describe('EmptyState', () => {
  it('shows a title heading and a hint', () => {
    render(<Default />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'No se encontraron resultados' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Prueba con otras palabras/)).toBeInTheDocument();
  });

  it('offers its action', () => {
    render(<WithAction />);
    expect(screen.getByRole('button', { name: 'Limpiar búsqueda' })).toBeInTheDocument();
  });

  it('works with a title only', () => {
    render(<TitleOnly />);
    expect(screen.getByRole('heading', { name: 'Todavía no hay nada por aquí' })).toBeInTheDocument();
  });
});
