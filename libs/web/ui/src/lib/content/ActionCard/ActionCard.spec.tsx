import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changasTheme } from '../../theme/theme';
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

  it('when disabled, looks muted and cannot be reached or pressed', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    expect(card()).toBeDisabled();
    expect(card()).toHaveAttribute('aria-disabled', 'true');
    for (const text of ['Pagos y facturación', 'Medios de pago, comisión y cobros.'])
      expect(screen.getByText(text)).toHaveStyle({ color: changasTheme.palette.text.disabled });
    await user.tab();
    expect(card()).not.toHaveFocus();
    expect(card()).toHaveStyle({ pointerEvents: 'none' });
  });

  it('can be a link instead of a button', () => {
    render(<AsLink />);
    expect(screen.getByRole('link', { name: /Buscar servicios/ })).toHaveAttribute('href', '/services');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
