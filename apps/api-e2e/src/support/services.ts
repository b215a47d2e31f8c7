import type {
  ApiSuccess,
  ServiceListResponse,
  ServiceRequest,
  ServiceResponse,
  ServiceSearchQuery,
  ServiceView,
} from '@changas/shared/contracts';
import { bodyless, jsonRequest, withToken } from './http';
import type { TestApp } from './test-app';

/** 120 characters: above the 100 the rules ask for. */
export const DESCRIPTION =
  'Corte de césped, poda de arbustos y frutales, control de malezas y limpieza final del jardín. Llevo todas mis herramientas.';

/**
 * A valid create request: a garden service in Río Cuarto with weekday hours that works on feriados
 * (the scheduling tests start on Carnaval 2030; scheduling-holidays.spec covers the flag).
 */
export function serviceRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    title: 'Jardinería y poda',
    description: DESCRIPTION,
    category: 'Jardinería',
    price: 15000,
    duration_minutes: 120,
    booking_window_days: 30,
    availability: { monday: ['09:00-13:00', '14:00-18:00'], wednesday: ['09:00-12:00'] },
    skips_national_holidays: false,
    zones: [{ province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' }],
    image_url: 'https://example.com/jardin.jpg',
    ...overrides,
  };
}

export const NOT_FOUND = {
  success: false,
  error: 'Servicio no encontrado.',
  code: 'CATALOG.SERVICE_NOT_FOUND',
};
export const FORBIDDEN = {
  success: false,
  error: 'No tienes permisos para editar este servicio.',
  code: 'CATALOG.SERVICE_FORBIDDEN',
};
export const INVALID_ID = {
  success: false,
  error: 'ID de servicio no válido',
  code: 'CATALOG.INVALID_SERVICE_ID',
};

const queryString = (query: ServiceSearchQuery | Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

/** The service endpoints of one test app. */
export function servicesApi(api: TestApp) {
  const client = {
    create: (token: string | undefined, body: unknown) =>
      api.request<ApiSuccess<ServiceResponse>>('/api/services', jsonRequest('POST', body, token)),
    search: (query: ServiceSearchQuery | Record<string, string | number> = {}) =>
      api.request<ApiSuccess<ServiceListResponse>>(`/api/services?${queryString(query)}`),
    mine: (token?: string, query: Record<string, string | number> = {}) =>
      api.request<ApiSuccess<ServiceListResponse>>(
        `/api/my-services?${queryString(query)}`,
        token ? withToken(token) : undefined,
      ),
    get: (id: number | string, token?: string) =>
      api.request<ApiSuccess<ServiceResponse>>(`/api/services/${id}`, token ? withToken(token) : undefined),
    update: (id: number | string, token: string | undefined, body: unknown) =>
      api.request<ApiSuccess<ServiceResponse>>(`/api/services/${id}`, jsonRequest('PUT', body, token)),
    setStatus: (id: number | string, token: string | undefined, body?: unknown) =>
      api.request<ApiSuccess<ServiceResponse>>(
        `/api/services/${id}/status`,
        body === undefined ? bodyless('PATCH', token) : jsonRequest('PATCH', body, token),
      ),
    remove: (id: number | string, token?: string) =>
      api.request<ApiSuccess<null>>(`/api/services/${id}`, bodyless('DELETE', token)),
    /** Creates a service and answers it; fails the test on anything but 201. */
    async publish(token: string, overrides: Partial<ServiceRequest> = {}): Promise<ServiceView> {
      const { status, body } = await client.create(token, serviceRequest(overrides));
      if (status !== 201) throw new Error(`create answered ${status}: ${JSON.stringify(body)}`);
      return body.data.service;
    },
  };
  return client;
}

/** Titles of a listing, in its order. */
export const titlesOf = (list: ServiceListResponse) => list.services.map(({ title }) => title);
