import { screen, within } from '@testing-library/react';
import { CONTACT } from '@changas/shared/contracts';
import { expectSensibleHeadings, failOnConsoleProblems, renderPage } from '../testing/render-page';
import { PrivacyPage } from './PrivacyPage';

const SECTION_TITLES = [
  'Información que recopilamos',
  'Uso de la información',
  'Compartir información',
  'Seguridad',
  'Tus derechos',
  'Cookies',
  'Retención de datos',
  'Cambios en esta política',
  'Contacto',
];

describe('PrivacyPage', () => {
  failOnConsoleProblems();

  it('has a title, the last update and its sections in order', () => {
    renderPage(<PrivacyPage />, { route: '/privacy-policy' });
    expect(document.title).toBe('Política de privacidad | Changas');
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText(/Última actualización:/)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2, name: /^\d+\. / });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      SECTION_TITLES.map((title, index) => `${index + 1}. ${title}`),
    );
    expectSensibleHeadings();
  });

  it('names Ley 25.326 and the AAIP among your rights', () => {
    renderPage(<PrivacyPage />);
    const rights = screen.getByRole('region', { name: '5. Tus derechos' });
    expect(rights).toHaveTextContent('Ley 25.326 de Protección de Datos Personales');
    expect(rights).toHaveTextContent('Agencia de Acceso a la Información Pública (AAIP)');
  });

  it('explains the four kinds of cookies', () => {
    renderPage(<PrivacyPage />);
    const cookies = within(screen.getByRole('region', { name: '6. Cookies' })).getAllByRole('listitem');
    expect(cookies.map((item) => item.textContent?.split(':')[0])).toEqual([
      'Esenciales',
      'Funcionales',
      'Analíticas',
      'Publicitarias',
    ]);
    for (const item of cookies) expect((item.textContent ?? '').length).toBeGreaterThan(40);
  });

  it('ends with the contact details', () => {
    renderPage(<PrivacyPage />);
    const contact = screen.getByRole('region', { name: '9. Contacto' });
    expect(within(contact).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
  });
});
