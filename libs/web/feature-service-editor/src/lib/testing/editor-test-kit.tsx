/** What the two wizard specs share: a logged-in provider, the categories answer and the form gestures. */
import type { ReactElement } from 'react';
import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { renderPage, type RenderPageOptions } from '@changas/web/ui/testing';

export type User = ReturnType<typeof userEvent.setup>;

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.firma';
export const PROVIDER = {
  id: 3,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};

export { CATEGORIES_ROUTE } from '@changas/web/ui/storybook';

/** 113 characters: above the 100 the rules ask. */
export const LONG_DESCRIPTION =
  'Clases de guitarra criolla y eléctrica para todos los niveles, en tu casa o en mi estudio, con material incluido.';

export function logInProvider() {
  localStorage.clear();
  sessionStore.clear();
  sessionStore.save(TOKEN, PROVIDER);
}

/** The page inside the app's toasts, as the shell renders it. */
export function renderEditor(page: ReactElement, options: RenderPageOptions) {
  const view = renderPage(<ToastProvider>{page}</ToastProvider>, options);
  return { ...view, user: userEvent.setup() };
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const combobox = (name: string | RegExp) => screen.getByRole('combobox', { name });
export const stepHeading = () => screen.getByRole('heading', { level: 2 });
export const dayGroup = (name: string) => screen.getByRole('group', { name });
/** A day's slot by position, e.g. ('Lunes', 2). */
export const slotGroup = (day: string, position: number) =>
  within(dayGroup(day)).getByRole('group', { name: `Horario ${position}` });

/** Picks an option of a select by its text, within `scope` when the page shows several with that name. */
export async function choose(
  user: User,
  select: string | RegExp,
  option: string,
  scope: BoundFunctions<typeof queries> = screen,
) {
  await user.selectOptions(scope.getByRole('combobox', { name: select }), option);
}

export async function replaceText(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

/** Pastes the text, as typing 100+ characters one by one only slows the tests down. */
export async function pasteInto(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
