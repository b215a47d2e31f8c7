import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './CardList.stories';

const { Default, Placeholders } = composeStories(stories);

describe('CardList', () => {
  it('is a list with one item per card', () => {
    render(<Default />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('list')).toContainElement(screen.getByRole('heading', { name: 'Plomería' }));
  });

  it('lays out only the cards near the screen', () => {
    render(<Default />);
    for (const card of screen.getAllByRole('listitem'))
      expect(getComputedStyle(card).getPropertyValue('content-visibility')).toBe('auto');
  });

  it('lays placeholders out on the same grid without calling them a list', () => {
    const { container } = render(<Placeholders />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(container.firstElementChild?.children).toHaveLength(3);
  });
});
