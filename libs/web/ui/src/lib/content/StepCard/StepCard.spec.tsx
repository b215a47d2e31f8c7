import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './StepCard.stories';

const { Default, WithIcon } = composeStories(stories);

describe('StepCard', () => {
  it('names the heading with its step number', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 3, name: 'Paso 1: Busca y compara' })).toBeInTheDocument();
    expect(screen.getByText(/Explora servicios por categoría/)).toBeInTheDocument();
  });

  it('keeps the icon out of the accessible name', () => {
    render(<WithIcon />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveAccessibleName('Paso 1: Busca y compara');
  });
});
