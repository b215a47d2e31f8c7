import { SCHEDULES } from './demo-availability.data';
import type { DemoService } from './demo-service';

/** Cleaning, gardens and repairs around the house. */
export const HOME_SERVICES: readonly DemoService[] = [
  {
    provider: 'demo',
    title: 'Limpieza profunda de hogares',
    category: 'Limpieza',
    price: 28000,
    durationMinutes: 180,
    bookingWindowDays: 30,
    availability: SCHEDULES.mornings,
    zones: [
      { province: 'Buenos Aires', locality: 'La Plata', neighborhood: 'City Bell' },
      { province: 'Buenos Aires', locality: 'Berisso' },
    ],
    description:
      'Limpieza completa de casas y departamentos: cocina, baños, pisos, vidrios y placares. Uso productos biodegradables y llevo todos los elementos. Ideal para mudanzas o una puesta a punto mensual.',
  },
  {
    provider: 'carla',
    title: 'Limpieza de oficinas y consultorios',
    category: 'Limpieza',
    price: 22000,
    durationMinutes: 120,
    bookingWindowDays: 60,
    availability: SCHEDULES.evenings,
    zones: [
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Palermo' },
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Recoleta' },
    ],
    description:
      'Limpieza de oficinas, estudios y consultorios fuera del horario de atención. Desinfección de superficies de contacto, vaciado de cestos y reposición de insumos. Factura A o B.',
  },
  {
    provider: 'laura',
    title: 'Jardinería y poda de árboles frutales',
    category: 'Jardinería',
    price: 18500,
    durationMinutes: 120,
    bookingWindowDays: 60,
    availability: SCHEDULES.mornings,
    zones: [
      { province: 'Córdoba', locality: 'Córdoba' },
      { province: 'Córdoba', locality: 'Villa Allende' },
    ],
    description:
      'Mantenimiento integral de jardines: corte de césped, bordeado, poda de arbustos y frutales, control de malezas y retiro de residuos verdes. Asesoro sobre especies nativas que necesitan poco riego.',
  },
  {
    provider: 'martin',
    title: 'Diseño de jardines y riego por goteo',
    category: 'Jardinería',
    price: 45000,
    durationMinutes: 180,
    bookingWindowDays: 90,
    availability: SCHEDULES.alternateDays,
    zones: [
      { province: 'Mendoza', locality: 'Godoy Cruz' },
      { province: 'Mendoza', locality: 'Luján de Cuyo' },
    ],
    description:
      'Diseño de espacios verdes adaptados al clima seco de Mendoza e instalación de riego por goteo con programador. Incluye plano, elección de plantas y una visita de seguimiento al mes.',
  },
  {
    provider: 'diego',
    title: 'Plomería y destapaciones urgentes',
    category: 'Plomería',
    price: 16000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.officeHours,
    zones: [
      { province: 'Santa Fe', locality: 'Rosario' },
      { province: 'Santa Fe', locality: 'Funes' },
    ],
    description:
      'Destapación de cañerías, reparación de pérdidas, cambio de canillas y flexibles, instalación de termotanques. Trabajo prolijo con garantía escrita de 90 días sobre la mano de obra.',
  },
  {
    provider: 'pablo',
    title: 'Instalación de gas y calefacción',
    category: 'Plomería',
    price: 35000,
    durationMinutes: 150,
    bookingWindowDays: 60,
    availability: SCHEDULES.officeHours,
    zones: [
      { province: 'Neuquén', locality: 'Neuquén' },
      { province: 'Río Negro', locality: 'Cipolletti' },
    ],
    description:
      'Gasista matriculado: instalación y conexión de calefactores, cocinas y calderas, pruebas de hermeticidad y planos para la distribuidora. Revisión preventiva antes del invierno patagónico.',
  },
  {
    provider: 'diego',
    title: 'Electricista matriculado',
    category: 'Electricidad',
    price: 20000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.afternoons,
    zones: [
      { province: 'Santa Fe', locality: 'Rosario' },
      { province: 'Entre Ríos', locality: 'Paraná' },
    ],
    description:
      'Instalaciones eléctricas nuevas y reparaciones: tableros, disyuntores, tomas, iluminación LED y puesta a tierra. Emito certificado de instalación apta para el alta del medidor.',
  },
  {
    provider: 'valeria',
    title: 'Instalación de paneles solares',
    category: 'Electricidad',
    price: 95000,
    durationMinutes: 180,
    bookingWindowDays: 120,
    availability: SCHEDULES.alternateDays,
    zones: [
      { province: 'Salta', locality: 'Salta' },
      { province: 'Jujuy', locality: 'San Salvador de Jujuy' },
    ],
    description:
      'Relevamiento de consumo, dimensionamiento e instalación de equipos fotovoltaicos y termotanques solares para casas y comercios. Aprovechá el sol del norte y bajá tu factura de luz.',
  },
  {
    provider: 'martin',
    title: 'Muebles a medida en madera maciza',
    category: 'Carpintería',
    price: 60000,
    durationMinutes: 120,
    bookingWindowDays: 120,
    availability: SCHEDULES.tuesdayToSaturday,
    zones: [
      { province: 'Mendoza', locality: 'Godoy Cruz' },
      { province: 'Mendoza', locality: 'Mendoza' },
    ],
    description:
      'Fabricación de mesas, bibliotecas, placares y muebles de cocina a medida en algarrobo, pino o paraíso. La primera visita incluye medición y presupuesto sin cargo.',
  },
  {
    provider: 'sofia',
    title: 'Arreglo de puertas, ventanas y aberturas',
    category: 'Carpintería',
    price: 14000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.mornings,
    zones: [
      { province: 'Tucumán', locality: 'San Miguel de Tucumán' },
      { province: 'Tucumán', locality: 'Yerba Buena' },
    ],
    description:
      'Ajuste de puertas que rozan, cambio de bisagras y cerraduras, reparación de persianas y ventanas de madera. Llevo repuestos comunes para resolver la mayoría de los arreglos en una sola visita.',
  },
  {
    provider: 'carla',
    title: 'Pintura de interiores sin olor',
    category: 'Pintura',
    price: 32000,
    durationMinutes: 180,
    bookingWindowDays: 60,
    availability: SCHEDULES.officeHours,
    zones: [
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Caballito' },
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Almagro' },
    ],
    description:
      'Pintura de ambientes con látex de bajo olor, reparación de fisuras y humedad, enduido y lijado. Cubro muebles y pisos y dejo todo limpio. Presupuesto por metro cuadrado.',
  },
  {
    provider: 'laura',
    title: 'Pintura de frentes e impermeabilización',
    category: 'Pintura',
    price: 52000,
    durationMinutes: 180,
    bookingWindowDays: 90,
    availability: SCHEDULES.mornings,
    zones: [
      { province: 'Córdoba', locality: 'Villa Carlos Paz' },
      { province: 'Córdoba', locality: 'Córdoba' },
    ],
    description:
      'Hidrolavado, reparación de revoques, impermeabilización de terrazas con membrana líquida y pintura de frentes con productos para exterior. Trabajo en altura con equipo de seguridad.',
  },
  {
    provider: 'pablo',
    title: 'Mantenimiento de cabañas y casas de alquiler',
    category: 'Carpintería',
    price: 40000,
    durationMinutes: 180,
    bookingWindowDays: 120,
    availability: SCHEDULES.alternateDays,
    zones: [
      { province: 'Neuquén', locality: 'San Martín de los Andes' },
      { province: 'Río Negro', locality: 'San Carlos de Bariloche' },
    ],
    description:
      'Mantenimiento de cabañas entre temporadas: tratamiento de maderas, ajuste de aberturas, revisión de estufas a leña y pequeñas reparaciones para que tus huéspedes encuentren todo en orden.',
  },
];
