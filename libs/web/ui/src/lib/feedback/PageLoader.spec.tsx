import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './PageLoader.stories';

const { Loading, WithLabel } = composeStories(stories);

describe('PageLoader', () => {
  it('announces the generic loading text', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('shows a specific label', () => {
    render(<WithLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando servicios...');
  });
});
