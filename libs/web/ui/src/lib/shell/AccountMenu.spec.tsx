import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import * as stories from './AccountMenu.stories';

const { Default, Open, LongName, NoName } = composeStories(stories);

describe('AccountMenu', () => {
  beforeEach(() => clearAllMocks());

  it('shows the initials and the name on a closed menu button', async () => {
    render(<Default />);
    const button = screen.getByRole('button', { name: 'MG María Gómez' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the personal screens of spec section 2, log out last', async () => {
    const { container } = render(<Open />);
    await Open.play?.({ canvasElement: container });
    // The open menu hides the rest of the page from assistive technology, its button too.
    expect(screen.getByRole('button', { name: 'MG María Gómez', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Mi panel', '/dashboard'],
      ['Mi perfil', '/profile'],
      ['Mis solicitudes', '/my-requests'],
      ['Solicitudes recibidas', '/received-requests'],
      ['Mis favoritos', '/favorites'],
      ['Cerrar sesión', null],
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(Open.args.account?.onLogout).toHaveBeenCalledTimes(1);
  });

  it('takes the initials of the first two words of a long name', async () => {
    render(<LongName />);
    expect(screen.getByRole('button', { name: /^MD María de los Ángeles/ })).toBeInTheDocument();
  });

  it('falls back to a question mark and "Mi cuenta" without a name', async () => {
    render(<NoName />);
    expect(screen.getByRole('button', { name: '? Mi cuenta' })).toBeInTheDocument();
  });
});
