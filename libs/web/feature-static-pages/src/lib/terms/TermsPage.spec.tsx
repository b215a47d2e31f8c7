import { screen, within } from '@testing-library/react';
import { expectSensibleHeadings, failOnConsoleProblems, renderPage } from '../testing/render-page';
import { TermsPage } from './TermsPage';

const SECTION_TITLES = [
  'Introducción',
  'Definiciones',
  'Registro de usuarios',
  'Uso de la plataforma',
  'Servicios y transacciones',
  'Pagos y comisiones',
  'Reseñas y calificaciones',
  'Limitación de responsabilidad',
  'Modificaciones',
  'Ley aplicable y jurisdicción',
  'Contacto',
];

describe('TermsPage', () => {
  failOnConsoleProblems();

  it('has a title, the last update and sensible headings', () => {
    renderPage(<TermsPage />, { route: '/terms-and-conditions' });
    expect(document.title).toBe('Términos y condiciones | Changas');
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(screen.getByText(/Última actualización:/)).toHaveTextContent(
      'Última actualización: 1 de noviembre de 2026',
    );
    expectSensibleHeadings();
  });

  it('has exactly 11 numbered sections, in order', () => {
    renderPage(<TermsPage />);
    const numbered = screen.getAllByRole('heading', { level: 2, name: /^\d+\. / });
    expect(numbered.map((heading) => heading.textContent)).toEqual(
      SECTION_TITLES.map((title, index) => `${index + 1}. ${title}`),
    );
    for (const heading of numbered)
      expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toBeInTheDocument();
  });

  it('links every section from the table of contents', () => {
    renderPage(<TermsPage />);
    const links = within(screen.getByRole('navigation', { name: 'Contenido' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTION_TITLES);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName).toBe('H2');
    }
  });

  it('states the commission, payments, reviews and the applicable law', () => {
    renderPage(<TermsPage />);
    const payments = screen.getByRole('region', { name: '6. Pagos y comisiones' });
    expect(payments).toHaveTextContent(
      'comisión del 5% sobre el valor total de cada servicio completado con éxito',
    );
    expect(payments).toHaveTextContent('queda retenido hasta que el servicio se completa');
    for (const method of [
      'Tarjetas de crédito y débito.',
      'Transferencias bancarias.',
      'Billeteras digitales.',
    ]) {
      expect(within(payments).getByText(method)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: '7. Reseñas y calificaciones' })).toHaveTextContent(
      'de 1 a 5 estrellas',
    );
    const law = screen.getByRole('region', { name: '10. Ley aplicable y jurisdicción' });
    expect(law).toHaveTextContent('leyes de la República Argentina');
    expect(law).toHaveTextContent('tribunales ordinarios de la Ciudad Autónoma de Buenos Aires');
  });

  it('ends with the contact details', () => {
    renderPage(<TermsPage />);
    const contact = screen.getByRole('region', { name: '11. Contacto' });
    expect(within(contact).getByRole('link', { name: 'hola@changas.com.ar' })).toHaveAttribute(
      'href',
      'mailto:hola@changas.com.ar',
    );
    expect(within(contact).getByRole('link', { name: '+54 11 5555-0100' })).toHaveAttribute(
      'href',
      'tel:+541155550100',
    );
  });
});
