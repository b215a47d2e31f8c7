import { expect, type Page } from '@playwright/test';
import type { TestUser } from './users';

/** Logs in through the login screen and waits for the dashboard. */
export async function logInThroughScreen(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** The routes spec section 6 guards that exist so far; later screens add theirs here. */
export const PRIVATE_ROUTES = [
  '/dashboard',
  '/profile',
  '/offer-service',
  '/my-services',
  '/edit-service/1',
  '/my-requests',
  '/received-requests',
  '/favorites',
] as const;
