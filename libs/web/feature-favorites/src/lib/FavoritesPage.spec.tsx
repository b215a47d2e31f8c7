import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavoriteServiceView } from '@changas/shared/contracts';
import { favoritesStore, sessionStore, useFavoritesSync } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { failure, ok, renderPage, stubApi, type ApiRoutes } from '@changas/web/ui/testing';
import { FavoritesPage } from './FavoritesPage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5In0.firma';
const CLIENT = {
  id: 9,
  name: 'Luis Gómez',
  email: 'luis@example.com',
  phone: '',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};
const LIST = 'GET /api/favorites?page=1';
/** The shell's merge reads every id, a page of the largest size at a time. */
const ALL_IDS = 'GET /api/favorites?page=1&limit=50';

const GUITAR: FavoriteServiceView = {
  id: 7,
  title: 'Clases de guitarra',
  category: 'Música',
  image_url: '/media/categories/musica.svg',
  average_rating: 4.5,
  ratings_count: 12,
  zone: { province: 'Córdoba', locality: 'Río Cuarto' },
  provider_name: 'Ana Pérez',
};
const GARDEN: FavoriteServiceView = {
  id: 8,
  title: 'Corte de pasto',
  category: 'Jardinería',
  image_url: null,
  average_rating: 0,
  ratings_count: 0,
  zone: null,
  provider_name: '',
};

const listed = (favorites: FavoriteServiceView[], total = favorites.length, page = 1) =>
  ok({ favorites, total, page, limit: 9 });

/** The page as the app shows it: with the shell's merge of the local and server lists. */
function WithSync() {
  useFavoritesSync();
  return <FavoritesPage />;
}

/** Unless a test says otherwise, the merge reads the same server list as the page. */
function setup(routes: ApiRoutes, url = '/favorites') {
  const api = stubApi({ [ALL_IDS]: routes[LIST], ...routes });
  renderPage(
    <ToastProvider>
      <WithSync />
    </ToastProvider>,
    { path: '/favorites', url },
  );
  return { api, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => {
  localStorage.clear();
  favoritesStore.reload();
  sessionStore.clear();
  sessionStore.save(TOKEN, CLIENT);
});

describe('FavoritesPage', () => {
  it('shows each saved service: image, title, category, rating, first zone, provider and detail link', async () => {
    const { api } = setup({ [LIST]: listed([GUITAR, GARDEN]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');

    const guitar = await screen.findByRole('article', { name: 'Clases de guitarra' });
    expect(guitar).toHaveTextContent('Música');
    expect(guitar).toHaveTextContent('4,5(12 reseñas)');
    expect(guitar).toHaveTextContent('Río Cuarto, Córdoba');
    expect(guitar).toHaveTextContent('Ana Pérez');
    expect(guitar.querySelector('img')).toHaveAttribute('src', '/media/categories/musica.svg');
    expect(within(guitar).getByRole('link', { name: 'Ver detalles de Clases de guitarra' })).toHaveAttribute(
      'href',
      '/service/7',
    );
    const garden = card('Corte de pasto');
    expect(garden).toHaveTextContent('Proveedor');
    expect(garden).not.toHaveTextContent('reseña');
    expect(api.calls[0].authorization).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem('favorites')).toBe('[7,8]');
  });

  it('removes a service at once, confirms with a toast and moves the focus to the heading', async () => {
    let server = [GUITAR, GARDEN];
    const { api, user } = setup({
      [LIST]: () => listed(server),
      'DELETE /api/favorites/7': () => {
        server = [GARDEN];
        return ok({ favorite: { service_id: 7 } }, 'Servicio eliminado de favoritos');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Quitar Clases de guitarra de favoritos' }));

    expect(screen.queryByRole('article', { name: 'Clases de guitarra' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(await screen.findByText('Servicio eliminado de favoritos')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/favorites/7')).toHaveLength(1);
    expect(localStorage.getItem('favorites')).toBe('[8]');
  });

  it('brings a card back with an error toast when the server refuses to remove it', async () => {
    setup({
      [LIST]: listed([GUITAR]),
      'DELETE /api/favorites/7': failure(
        500,
        'COMMON.INTERNAL',
        'Error interno del servidor. Intenta más tarde.',
      ),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Quitar Clases de guitarra de favoritos' }),
    );

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error al eliminar de favoritos');
    expect(await screen.findByRole('article', { name: 'Clases de guitarra' })).toBeInTheDocument();
  });

  it('links to the services when there are no favourites', async () => {
    setup({ [LIST]: listed([]) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Todavía no tienes favoritos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar servicios' })).toHaveAttribute('href', '/services');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let attempts = 0;
    const { user } = setup({
      [ALL_IDS]: listed([GUITAR]),
      [LIST]: () =>
        ++attempts <= 1
          ? failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.')
          : listed([GUITAR]),
    });
    expect(await screen.findByText('No se pudieron cargar tus favoritos')).toBeInTheDocument();
    expect(screen.getByText('Error interno del servidor. Intenta más tarde.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Clases de guitarra' })).toBeInTheDocument();
  });

  it('pages past nine favourites, the page in the URL', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...GUITAR,
      id: 100 + index,
      title: `Servicio guardado ${index + 1}`,
    }));
    const { api, user } = setup({
      [ALL_IDS]: listed(many),
      [LIST]: listed(many.slice(0, 9), 12),
      'GET /api/favorites?page=2': listed(many.slice(9), 12, 2),
    });

    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const pages = screen.getByRole('navigation', { name: 'Páginas de favoritos' });
    await user.click(within(pages).getByRole('button', { name: /página 2/i }));

    expect(await screen.findByRole('article', { name: 'Servicio guardado 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(api.callsTo('GET /api/favorites?page=2')).toHaveLength(1);
  });

  it('goes back to the last page with cards when the asked page is past the end', async () => {
    setup(
      {
        [LIST]: listed([GUITAR, GARDEN]),
        'GET /api/favorites?page=4': listed([], 2, 4),
      },
      '/favorites?page=4',
    );
    expect(await screen.findByRole('article', { name: 'Clases de guitarra' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de favoritos' })).not.toBeInTheDocument();
  });

  it('on load joins the local list with the server one and sends the local additions', async () => {
    favoritesStore.replace([8, 99]);
    let server = [GUITAR];
    const { api } = setup({
      [LIST]: () => listed(server),
      'POST /api/favorites': ({ body }) => {
        const { service_id } = body as { service_id: number };
        if (service_id !== GARDEN.id)
          return failure(404, 'CATALOG.SERVICE_NOT_FOUND', 'Servicio no encontrado.');
        server = [GARDEN, ...server];
        return { status: 201, body: { success: true, data: { favorite: { service_id } } } };
      },
    });

    expect(await screen.findByRole('article', { name: 'Corte de pasto' })).toBeInTheDocument();
    expect(card('Clases de guitarra')).toBeInTheDocument();
    expect(api.callsTo('POST /api/favorites').map(({ body }) => body)).toEqual([
      { service_id: 8 },
      { service_id: 99 },
    ]);
    // A service the server no longer offers leaves the local list.
    await waitFor(() => expect(localStorage.getItem('favorites')).toBe('[8,7]'));
  });
});
