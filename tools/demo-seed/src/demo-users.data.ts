import { DEMO_CREDENTIALS } from '@changas/shared/contracts';
import type { RegisterUserCommand } from '@changas/server/identity';

/** The accounts of the demo, by a key that later seed steps use to refer to them. */
export const DEMO_USERS = {
  demo: {
    name: 'Usuario Demo',
    email: DEMO_CREDENTIALS.email,
    password: DEMO_CREDENTIALS.password,
    phone: '+54 9 221 555-0101',
    province: 'Buenos Aires',
    locality: 'La Plata',
  },
  laura: {
    name: 'Laura Giménez',
    email: 'laura.gimenez@changas.com.ar',
    password: DEMO_CREDENTIALS.password,
    phone: '+54 9 351 555-0202',
    province: 'Córdoba',
    locality: 'Córdoba',
  },
  martin: {
    name: 'Martín Sosa',
    email: 'martin.sosa@changas.com.ar',
    password: DEMO_CREDENTIALS.password,
    phone: '+54 9 261 555-0303',
    province: 'Mendoza',
    locality: 'Godoy Cruz',
  },
  carla: {
    name: 'Carla Benítez',
    email: 'carla.benitez@changas.com.ar',
    password: DEMO_CREDENTIALS.password,
    phone: '+54 9 11 5555-0404',
    province: 'Ciudad Autónoma de Buenos Aires',
    locality: 'Palermo',
  },
  diego: {
    name: 'Diego Fernández',
    email: 'diego.fernandez@changas.com.ar',
    password: DEMO_CREDENTIALS.password,
    phone: '+54 9 341 555-0505',
    province: 'Santa Fe',
    locality: 'Rosario',
  },
  sofia: {
    name: 'Sofía Herrera',
    email: 'sofia.herrera@changas.com.ar',
    password: DEMO_CREDENTIALS.password,
    phone: '+54 9 381 555-0606',
    province: 'Tucumán',
    locality: 'San Miguel de Tucumán',
  },
  pablo: {
    name: 'Pablo Quiroga',
    email: 'pablo.quiroga@changas.com.ar',
    password: DEMO_CREDENTIALS.password,
    phone: '+54 9 299 555-0707',
    province: 'Neuquén',
    locality: 'Neuquén',
  },
  valeria: {
    name: 'Valeria Romero',
    email: 'valeria.romero@changas.com.ar',
    password: DEMO_CREDENTIALS.password,
    phone: '+54 9 387 555-0808',
    province: 'Salta',
    locality: 'Salta',
  },
} as const satisfies Record<string, RegisterUserCommand>;

export type DemoUserKey = keyof typeof DEMO_USERS;
