import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './NavigationProgress.stories';

const { Loading, WithLabel } = composeStories(stories);

describe('NavigationProgress', () => {
  it('is a named progress bar without a value, fixed across the top', () => {
    render(<Loading />);
    const bar = screen.getByRole('progressbar', { name: 'Cargando página' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveStyle({ position: 'fixed', top: '0px', height: '4px' });
    expect(bar.children).toHaveLength(2);
  });

  it('takes another name', () => {
    render(<WithLabel />);
    expect(screen.getByRole('progressbar', { name: 'Cargando resultados' })).toBeInTheDocument();
  });
});
