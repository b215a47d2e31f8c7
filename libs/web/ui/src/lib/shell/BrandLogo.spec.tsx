import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './BrandLogo.stories';

const { Default, Inverted, WithClick } = composeStories(stories);

describe('BrandLogo', () => {
  it('links home under a name that says where it goes', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: 'Changas, ir al inicio' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent('Changas');
  });

  it('turns white on the dark footer', () => {
    render(<Inverted />);
    expect(screen.getByRole('link', { name: 'Changas, ir al inicio' })).toHaveStyle({ color: '#fff' });
  });

  it('tells its caller when it is clicked, so the mobile menu can close', async () => {
    render(<WithClick />);
    await userEvent.click(screen.getByRole('link', { name: 'Changas, ir al inicio' }));
    expect(WithClick.args.onClick).toHaveBeenCalledTimes(1);
  });
});
