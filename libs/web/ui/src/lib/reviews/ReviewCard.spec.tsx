import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './ReviewCard.stories';

const { Default, Own, WithMarkup } = composeStories(stories);

describe('ReviewCard', () => {
  it('shows the author, the date in Argentina, the stars and the comment', () => {
    render(<Default />);
    const card = screen.getByRole('article', { name: 'Reseña de Diego Fernández' });
    expect(card).toHaveTextContent('2 de marzo de 2026');
    expect(screen.getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Dejaron la casa impecable');
  });

  it("heads the user's own review and offers its actions", () => {
    render(<Own />);
    expect(screen.getByText('Tu reseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('renders markup in a comment as text', () => {
    const { container } = render(<WithMarkup />);
    expect(screen.getByText('<script>alert("hola")</script> no vino nunca.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });
});
