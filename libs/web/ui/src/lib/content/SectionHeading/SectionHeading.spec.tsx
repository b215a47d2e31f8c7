import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './SectionHeading.stories';

const { Default, CenteredWithSubtitle, Level3 } = composeStories(stories);

describe('SectionHeading', () => {
  it('is an h2 by default', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra historia' })).toBeInTheDocument();
  });

  it('shows the subtitle', () => {
    render(<CenteredWithSubtitle />);
    expect(screen.getByText('Cuatro ideas que orientan cada decisión que tomamos.')).toBeInTheDocument();
  });

  it('can be an h3', () => {
    render(<Level3 />);
    expect(screen.getByRole('heading', { level: 3, name: 'Para quienes contratan' })).toBeInTheDocument();
  });
});
