import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './PageSection.stories';

const { Default, MutedCentered } = composeStories(stories);

describe('PageSection', () => {
  it('is a region named by its h2', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Nuestra historia' });
    expect(region).toHaveTextContent('Changas nació en 2023');
  });

  it('uses the given id for anchors', () => {
    render(<MutedCentered />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra historia' })).toHaveAttribute(
      'id',
      'historia',
    );
    expect(screen.getByText('Una plataforma hecha en Argentina.')).toBeInTheDocument();
  });
});
