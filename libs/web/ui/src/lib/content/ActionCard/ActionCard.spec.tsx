import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './ActionCard.stories';

const { Default, Selected, Disabled, AsLink } = composeStories(stories);

const card = () => screen.getByRole('button', { name: /Pagos y facturación/ });

describe('ActionCard', () => {
  it('is one toggle button that reports its state', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(card()).toHaveAttribute('aria-pressed', 'false');
    expect(card()).toHaveTextContent('Medios de pago, comisión y cobros.');
    await user.click(card());
    expect(card()).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts selected', () => {
    render(<Selected />);
    expect(card()).toHaveAttribute('aria-pressed', 'true');
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(card()).toBeDisabled();
  });

  it('can be a link instead of a button', () => {
    render(<AsLink />);
    expect(screen.getByRole('link', { name: /Buscar servicios/ })).toHaveAttribute('href', '/services');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
