import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './ReviewSummary.stories';

const { Default, SingleReview, Empty } = composeStories(stories);

describe('ReviewSummary', () => {
  it('shows the average with a decimal comma, the count and a bar per number of stars, 5 first', () => {
    render(<Default />);
    expect(screen.getByRole('img', { name: 'Calificación: 4,3 de 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 reseñas)')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Distribución de calificaciones' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 estrellas7',
      '4 estrellas3',
      '3 estrellas1',
      '2 estrellas1',
      '1 estrella0',
    ]);
    expect(screen.getByRole('progressbar', { name: '5 estrellas' })).toHaveAttribute('aria-valuenow', '58');
  });

  it('says "reseña" for one review', () => {
    render(<SingleReview />);
    expect(screen.getByText('(1 reseña)')).toBeInTheDocument();
  });

  it('says there are no reviews yet, with every bar empty', () => {
    render(<Empty />);
    expect(screen.getByText('Sin reseñas todavía')).toBeInTheDocument();
    for (const bar of screen.getAllByRole('progressbar')) expect(bar).toHaveAttribute('aria-valuenow', '0');
  });
});
