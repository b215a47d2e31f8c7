import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './OwnedServiceCard.stories';

const { Default, Inactive, WithoutImage, DeleteDisabled, Busy } = composeStories(stories);

const card = () => screen.getByRole('article', { name: 'Clases de guitarra' });

describe('OwnedServiceCard', () => {
  it('summarises an active service and links to its detail and edit screens', () => {
    render(<Default />);
    const article = card();
    expect(screen.getByRole('heading', { name: 'Clases de guitarra' }).parentElement).not.toHaveStyle({
      opacity: '0.8',
    });
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Clases de guitarra' }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('Música');
    expect(article).toHaveTextContent('Desde $ 12.500');
    expect(article).toHaveTextContent('Activo');
    expect(article).toHaveTextContent('Río Cuarto, Córdoba y 2 zonas más');
    expect(article).toHaveTextContent('4,5 (12 reseñas)');
    expect(screen.getByRole('link', { name: 'Ver Clases de guitarra' })).toHaveAttribute(
      'href',
      '/service/7',
    );
    expect(screen.getByRole('link', { name: 'Editar Clases de guitarra' })).toHaveAttribute(
      'href',
      '/edit-service/7',
    );
  });

  it('asks to deactivate or delete through its callbacks', async () => {
    const user = userEvent.setup();
    const onToggleStatus = fn();
    const onDelete = fn();
    render(<Default onToggleStatus={onToggleStatus} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Desactivar Clases de guitarra' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar Clases de guitarra' }));
    expect(onToggleStatus).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('keeps an inactive service closed but offers to activate it', async () => {
    const user = userEvent.setup();
    const onToggleStatus = fn();
    render(<Inactive onToggleStatus={onToggleStatus} />);
    expect(card()).toHaveTextContent('Inactivo');
    expect(card()).toHaveTextContent('No aparece en las búsquedas. Actívalo para verlo o editarlo.');
    const details = screen.getByRole('heading', { name: 'Clases de guitarra' }).parentElement;
    expect(details).toHaveStyle({ opacity: '0.8' });
    expect(screen.getByText('Inactivo')).not.toHaveStyle({ opacity: '0.8' });
    expect(screen.getByRole('button', { name: 'Ver Clases de guitarra' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar Clases de guitarra' })).toBeDisabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activar Clases de guitarra' }));
    expect(onToggleStatus).toHaveBeenCalledTimes(1);
  });

  it('shows the category pictogram when there is no picture, or the picture fails', () => {
    const { container, unmount } = render(<WithoutImage />);
    const article = screen.getByRole('article', { name: 'Corte de pasto' });
    expect(container.querySelector('img')).toBeNull();
    expect(article.querySelector('svg[data-testid="YardIcon"]')).not.toBeNull();
    expect(article).toHaveTextContent('Godoy Cruz, Mendoza');
    expect(article).toHaveTextContent('Sin reseñas');
    unmount();

    render(<Default />);
    fireEvent.error(card().querySelector('img') as HTMLImageElement);
    expect(card().querySelector('img')).toBeNull();
    expect(card().querySelector('svg[data-testid="MusicNoteIcon"]')).not.toBeNull();
  });

  it('tells why only the owner can delete', async () => {
    const user = userEvent.setup();
    render(<DeleteDisabled />);
    const remove = screen.getByRole('button', { name: 'Eliminar Clases de guitarra' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Solo el propietario puede eliminar');
    await user.hover(remove.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Solo el propietario puede eliminar');
  });

  it('holds every action while a change is under way', () => {
    render(<Busy />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    for (const name of ['Ver', 'Editar', 'Desactivar', 'Eliminar']) {
      expect(screen.getByRole('button', { name: `${name} Clases de guitarra` })).toBeDisabled();
    }
  });
});
