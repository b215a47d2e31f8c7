import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './TeamMemberCard.stories';

const { Default, WithoutProfile } = composeStories(stories);

describe('TeamMemberCard', () => {
  it('shows the person with initials and an h3 name', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 3, name: 'Martina Gómez' })).toBeInTheDocument();
    expect(screen.getByText('Cofundadora y directora ejecutiva')).toBeInTheDocument();
    expect(screen.getByText('MG')).toBeInTheDocument();
  });

  it('links to the profile in a new tab, safely and with an accessible name', () => {
    render(<Default />);
    const link = screen.getByRole('link', {
      name: /Ver perfil en LinkedIn: Martina Gómez \(se abre en una pestaña nueva\)/,
    });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/martina-gomez-changas');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('omits the link without a profile', () => {
    render(<WithoutProfile />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
