import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { DEFAULT_CATEGORIES } from '@changas/shared/contracts';
import * as stories from './CategoryIcon.stories';

const { Default, AllCategories, Sizes, Unknown } = composeStories(stories);

const iconName = (container: HTMLElement) => container.querySelector('svg')?.getAttribute('data-testid');

describe('CategoryIcon', () => {
  it('is decorative: hidden from assistive technology', () => {
    const { container } = render(<Default />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(iconName(container)).toBe('YardIcon');
  });

  it('shows the whole set: every default category with its name and its own pictogram', () => {
    render(<AllCategories />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(DEFAULT_CATEGORIES.map(({ name }) => name));
    const pictograms = items.map((item) => iconName(item));
    expect(new Set(pictograms).size).toBe(DEFAULT_CATEGORIES.length);
    expect(pictograms).not.toContain('CategoryIcon');
  });

  it('labels the sizes in use', () => {
    render(<Sizes />);
    for (const size of ['Chip (18 px)', 'Texto (24 px)', 'Grilla (36 px)', 'Imagen (64 px)'])
      expect(screen.getByText(size)).toBeInTheDocument();
  });

  it('falls back to a generic pictogram for an unknown category', () => {
    const { container } = render(<Unknown />);
    expect(iconName(container)).toBe('CategoryIcon');
  });
});
