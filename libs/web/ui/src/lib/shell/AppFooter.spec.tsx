import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { CONTACT } from '@changas/shared/contracts';
import * as stories from './AppFooter.stories';

const { Default } = composeStories(stories);

describe('AppFooter', () => {
  it('shows the placeholder contact details', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(screen.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', 'tel:+541155550100');
    expect(screen.getByText(CONTACT.city)).toBeInTheDocument();
  });

  it('links to the static pages', () => {
    render(<Default />);
    for (const [name, href] of [
      ['Nosotros', '/about-us'],
      ['Centro de ayuda', '/help'],
      ['Términos y condiciones', '/terms-and-conditions'],
      ['Política de privacidad', '/privacy-policy'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByText('© 2026 Changas. Todos los derechos reservados.')).toBeInTheDocument();
  });
});
