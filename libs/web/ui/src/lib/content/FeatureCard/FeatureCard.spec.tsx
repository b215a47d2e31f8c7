import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './FeatureCard.stories';

const { Default, WithoutIcon, WithAction } = composeStories(stories);

describe('FeatureCard', () => {
  it('shows an h3 title and its text', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 3, name: 'Misión' })).toBeInTheDocument();
    expect(screen.getByText(/Facilitar que cualquier persona/)).toBeInTheDocument();
  });

  it('renders without an icon', () => {
    const { container } = render(<WithoutIcon />);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows its action', () => {
    render(<WithAction />);
    expect(screen.getByRole('link', { name: 'Escribir un email' })).toHaveAttribute(
      'href',
      'mailto:soporte@changas.com.ar',
    );
  });
});
