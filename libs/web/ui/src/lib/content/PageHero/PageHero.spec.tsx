import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './PageHero.stories';

const { Default, WithEyebrowAndActions, LeftAligned } = composeStories(stories);

describe('PageHero', () => {
  it('renders one h1 and names its section after it', () => {
    render(<Default />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Sobre nosotros' })).toBeInTheDocument();
    expect(screen.getByText(/Conectamos a quienes necesitan/)).toBeInTheDocument();
  });

  it('shows the eyebrow and the actions', () => {
    render(<WithEyebrowAndActions />);
    expect(screen.getByText('Cómo funciona')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver video explicativo' })).toBeInTheDocument();
  });

  it('works with a title only', () => {
    render(<LeftAligned />);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
  });
});
