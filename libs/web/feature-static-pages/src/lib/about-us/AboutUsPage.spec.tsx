import { screen, within } from '@testing-library/react';
import { CONTACT } from '@changas/shared/contracts';
import { expectSensibleHeadings, failOnConsoleProblems, renderPage } from '../testing/render-page';
import { AboutUsPage } from './AboutUsPage';

describe('AboutUsPage', () => {
  failOnConsoleProblems();

  it('has a title, one h1 and sensible headings', () => {
    renderPage(<AboutUsPage />, { route: '/about-us' });
    expect(document.title).toBe('Nosotros | Changas');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/nosotros|conoce/i);
    expectSensibleHeadings();
  });

  it('tells the story since 2023 and the four values', () => {
    renderPage(<AboutUsPage />);
    expect(screen.getByRole('region', { name: 'Nuestra historia' })).toHaveTextContent(
      'Changas nació en 2023, cuando un grupo de emprendedores argentinos',
    );
    const values = within(screen.getByRole('region', { name: 'Lo que nos guía' })).getAllByRole('heading', {
      level: 3,
    });
    expect(values.map((heading) => heading.textContent)).toEqual([
      'Misión',
      'Visión',
      'Calidad garantizada',
      'Compromiso social',
    ]);
  });

  it('shows the four figures', () => {
    renderPage(<AboutUsPage />);
    const stats = within(screen.getByRole('region', { name: 'Changas en números' }));
    for (const [value, label] of [
      ['10.000+', 'Servicios completados'],
      ['2.500+', 'Profesionales activos'],
      ['15.000+', 'Usuarios registrados'],
      ['4,8', 'Calificación promedio'],
    ]) {
      expect(stats.getByText(value)).toBeInTheDocument();
      expect(stats.getByText(label)).toBeInTheDocument();
    }
  });

  it('presents three people with safe links to their profiles', () => {
    renderPage(<AboutUsPage />);
    const team = within(screen.getByRole('region', { name: 'Nuestro equipo' }));
    expect(team.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const links = team.getAllByRole('link', {
      name: /Ver perfil en LinkedIn: .+ \(se abre en una pestaña nueva\)/,
    });
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('offers a mailto link and the help centre', () => {
    renderPage(<AboutUsPage />);
    expect(screen.getByRole('link', { name: `Escríbenos a ${CONTACT.email}` })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(screen.getByRole('link', { name: 'Visita el Centro de ayuda' })).toHaveAttribute('href', '/help');
  });
});
