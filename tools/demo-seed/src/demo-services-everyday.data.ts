import { SCHEDULES } from './demo-availability.data';
import type { DemoService } from './demo-service';

/** Vehicles, technology, moving, pets and odd jobs. */
export const EVERYDAY_SERVICES: readonly DemoService[] = [
  {
    provider: 'pablo',
    title: 'Mecánica ligera a domicilio',
    category: 'Mecánica',
    price: 25000,
    durationMinutes: 120,
    bookingWindowDays: 30,
    availability: SCHEDULES.officeHours,
    zones: [
      { province: 'Neuquén', locality: 'Neuquén' },
      { province: 'Neuquén', locality: 'Plottier' },
    ],
    description:
      'Cambio de aceite y filtros, pastillas de freno, batería y correas sin que tengas que ir al taller. Escaneo de fallas con computadora e informe del estado general del vehículo.',
  },
  {
    provider: 'demo',
    title: 'Service de bicicletas',
    category: 'Mecánica',
    price: 12000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.weekends,
    zones: [{ province: 'Buenos Aires', locality: 'La Plata' }],
    description:
      'Puesta a punto de bicicletas urbanas y de montaña: centrado de ruedas, regulación de cambios y frenos, lubricación de cadena y revisión de rodamientos. Retiro y entrega en la zona.',
    inactive: true,
  },
  {
    provider: 'sofia',
    title: 'Reparación de computadoras y notebooks',
    category: 'Tecnología',
    price: 15000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.afternoons,
    zones: [{ province: 'Tucumán', locality: 'San Miguel de Tucumán' }],
    description:
      'Diagnóstico y reparación de PC y notebooks: limpieza interna, cambio a disco sólido, ampliación de memoria, eliminación de virus y respaldo de tus archivos. Atención en tu casa u oficina.',
  },
  {
    provider: 'carla',
    title: 'Instalación de redes Wi-Fi y cámaras',
    category: 'Tecnología',
    price: 38000,
    durationMinutes: 150,
    bookingWindowDays: 60,
    availability: SCHEDULES.tuesdayToSaturday,
    zones: [
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Belgrano' },
      { province: 'Buenos Aires', locality: 'Vicente López' },
    ],
    description:
      'Mejoro la señal de Wi-Fi con redes en malla, cableado estructurado y configuración de routers. Instalo cámaras de seguridad con visualización desde el celular y te enseño a usarlas.',
  },
  {
    provider: 'diego',
    title: 'Fletes y mudanzas pequeñas',
    category: 'Transporte',
    price: 30000,
    durationMinutes: 120,
    bookingWindowDays: 30,
    availability: SCHEDULES.mornings,
    zones: [
      { province: 'Santa Fe', locality: 'Rosario' },
      { province: 'Santa Fe', locality: 'Villa Gobernador Gálvez' },
    ],
    description:
      'Camioneta con caja cerrada para mudanzas de monoambientes, traslado de electrodomésticos y compras en corralones. Ayudo con la carga y descarga y protejo los muebles con mantas.',
  },
  {
    provider: 'valeria',
    title: 'Traslados al aeropuerto y excursiones',
    category: 'Transporte',
    price: 24000,
    durationMinutes: 60,
    bookingWindowDays: 90,
    availability: SCHEDULES.weekends,
    zones: [
      { province: 'Salta', locality: 'Salta' },
      { province: 'Salta', locality: 'Cafayate' },
    ],
    description:
      'Traslados puerta a puerta al aeropuerto y a la terminal en auto cómodo con aire acondicionado. También organizo salidas de día a Cafayate y a los Valles Calchaquíes para grupos chicos.',
  },
  {
    provider: 'laura',
    title: 'Paseo y cuidado de perros',
    category: 'Mascotas',
    price: 8000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.mornings,
    zones: [
      { province: 'Córdoba', locality: 'Córdoba', neighborhood: 'Nueva Córdoba' },
      { province: 'Córdoba', locality: 'Córdoba', neighborhood: 'General Paz' },
    ],
    description:
      'Paseos grupales o individuales de una hora, con seguimiento por GPS y fotos durante la salida. También cuido a tu perro en casa cuando viajás. Experiencia con razas grandes y cachorros.',
  },
  {
    provider: 'martin',
    title: 'Peluquería canina a domicilio',
    category: 'Mascotas',
    price: 17000,
    durationMinutes: 120,
    bookingWindowDays: 60,
    availability: SCHEDULES.tuesdayToSaturday,
    zones: [
      { province: 'Mendoza', locality: 'Maipú' },
      { province: 'Mendoza', locality: 'Godoy Cruz' },
    ],
    description:
      'Baño, secado, corte de pelo según la raza, limpieza de oídos y corte de uñas en una unidad móvil equipada en la puerta de tu casa. Sin jaulas ni esperas para tu mascota.',
  },
  {
    provider: 'laura',
    title: 'Cuidado de niños y niñeras por hora',
    category: 'Otros',
    price: 6500,
    durationMinutes: 120,
    bookingWindowDays: 30,
    availability: { friday: ['18:00-23:00'], saturday: ['18:00-23:00'] },
    zones: [
      { province: 'Córdoba', locality: 'Córdoba' },
      { province: 'Córdoba', locality: 'Villa María' },
    ],
    description:
      'Niñera con referencias y curso de primeros auxilios para cuidar a tus hijos por hora, fines de semana o salidas nocturnas. Juegos, cena y rutina de sueño acordada con la familia.',
  },
  {
    provider: 'martin',
    title: 'Armado de muebles en caja',
    category: 'Otros',
    price: 13000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.tuesdayToSaturday,
    zones: [
      { province: 'Mendoza', locality: 'Las Heras' },
      { province: 'San Juan', locality: 'San Juan' },
    ],
    description:
      'Armo placares, escritorios, camas y muebles de cocina que vienen en caja, con herramientas propias. También cuelgo estantes, cuadros, cortinas y televisores con soporte de pared.',
  },
  {
    provider: 'diego',
    title: 'Trámites y gestoría del automotor',
    category: 'Otros',
    price: 18000,
    durationMinutes: 60,
    bookingWindowDays: 60,
    availability: SCHEDULES.officeHours,
    zones: [
      { province: 'Santa Fe', locality: 'Rosario' },
      { province: 'Santa Fe', locality: 'Santa Fe' },
    ],
    description:
      'Transferencias, informes de dominio, cédulas y duplicados de documentación de autos y motos. Me ocupo de los turnos y las colas para que no pierdas una mañana en el registro.',
  },
];
