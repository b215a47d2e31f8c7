import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './TableOfContents.stories';

const { Default, CustomTitle } = composeStories(stories);

describe('TableOfContents', () => {
  it('is a navigation of anchor links named by its title', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Contenido' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#introduccion',
      '#definiciones',
      '#pagos-y-comisiones',
    ]);
    expect(within(nav).getByRole('list')).toBeInTheDocument();
  });

  it('takes another title', () => {
    render(<CustomTitle />);
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeInTheDocument();
  });
});
