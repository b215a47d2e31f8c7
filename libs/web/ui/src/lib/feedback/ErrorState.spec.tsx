import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './ErrorState.stories';

const { Default, WithRetry } = composeStories(stories);

describe('ErrorState', () => {
  it('shows a generic Spanish error', () => {
    render(<Default />);
    expect(screen.getByRole('alert')).toHaveTextContent('Algo salió mal');
  });

  it('offers the given recovery action', () => {
    render(<WithRetry />);
    expect(screen.getByRole('heading', { name: 'No se pudieron obtener los turnos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });
});
