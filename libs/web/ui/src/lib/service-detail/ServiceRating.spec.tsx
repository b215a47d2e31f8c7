import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './ServiceRating.stories';

const { Default, SingleReview, Large, Empty } = composeStories(stories);

describe('ServiceRating', () => {
  it('shows the stars, the average with a decimal comma and the review count', () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('img', { name: 'Calificación: 4,5 de 5' })).toBeInTheDocument();
    expect(container).toHaveTextContent('4,5(12 reseñas)');
  });

  it('says "reseña" for a single review and keeps one decimal', () => {
    const { container } = render(<SingleReview />);
    expect(screen.getByRole('img', { name: 'Calificación: 3,0 de 5' })).toBeInTheDocument();
    expect(container).toHaveTextContent('3,0(1 reseña)');
  });

  it('renders large stars', () => {
    render(<Large />);
    expect(screen.getByRole('img', { name: 'Calificación: 4,8 de 5' })).toBeInTheDocument();
    expect(screen.getByText('(27 reseñas)')).toBeInTheDocument();
  });

  it('says there are no reviews yet instead of empty stars', () => {
    render(<Empty />);
    expect(screen.getByText('Sin reseñas todavía')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
