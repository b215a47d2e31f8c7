import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './StatCard.stories';

const { Default, WithIcon, Loading } = composeStories(stories);

describe('StatCard', () => {
  it('shows the value and its label', () => {
    render(<Default />);
    expect(screen.getByText('10.000+')).toBeInTheDocument();
    expect(screen.getByText('Servicios completados')).toBeInTheDocument();
  });

  it('keeps the icon decorative', () => {
    render(<WithIcon />);
    expect(screen.getByText('4,8')).toHaveTextContent(/^4,8$/);
    expect(screen.getByText('Calificación promedio')).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    render(<Loading />);
    expect(screen.queryByText('10.000+')).not.toBeInTheDocument();
    expect(screen.getByText('Cargando...').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });
});
