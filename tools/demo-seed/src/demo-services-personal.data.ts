import { SCHEDULES } from './demo-availability.data';
import type { DemoService } from './demo-service';

/** Learning, health, beauty, events and leisure. */
export const PERSONAL_SERVICES: readonly DemoService[] = [
  {
    provider: 'sofia',
    title: 'Clases particulares de matemática',
    category: 'Educación',
    price: 9000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.afternoons,
    zones: [
      { province: 'Tucumán', locality: 'San Miguel de Tucumán' },
      { province: 'Tucumán', locality: 'Yerba Buena' },
    ],
    description:
      'Apoyo escolar de matemática y física para secundario e ingreso a la universidad. Preparo exámenes y trabajos prácticos con ejercicios resueltos paso a paso. Clases presenciales o por videollamada.',
  },
  {
    provider: 'demo',
    title: 'Apoyo escolar para niños de primaria',
    category: 'Educación',
    price: 7500,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.afternoons,
    zones: [
      { province: 'Buenos Aires', locality: 'La Plata' },
      { province: 'Buenos Aires', locality: 'Ensenada' },
    ],
    description:
      'Acompaño a niños y niñas de primaria con las tareas, la lectoescritura y las tablas. Clases con juegos y materiales didácticos, y un informe mensual para las familias sobre los avances.',
  },
  {
    provider: 'valeria',
    title: 'Taller de programación para adolescentes',
    category: 'Educación',
    price: 12000,
    durationMinutes: 120,
    bookingWindowDays: 60,
    availability: SCHEDULES.weekends,
    zones: [{ province: 'Salta', locality: 'Salta' }],
    description:
      'Curso práctico de programación con proyectos reales: páginas web, videojuegos simples y automatizaciones. Grupos reducidos de hasta seis chicos y chicas de 12 a 17 años. No hace falta experiencia previa.',
  },
  {
    provider: 'laura',
    title: 'Kinesiología y rehabilitación a domicilio',
    category: 'Salud',
    price: 16000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.officeHours,
    zones: [
      { province: 'Córdoba', locality: 'Córdoba' },
      { province: 'Córdoba', locality: 'Río Ceballos' },
    ],
    description:
      'Sesiones de kinesiología en tu casa para rehabilitación postoperatoria, lesiones deportivas y dolores de espalda. Kinesióloga matriculada; trabajo con la indicación de tu médico y llevo camilla.',
  },
  {
    provider: 'carla',
    title: 'Enfermería y cuidado de adultos mayores',
    category: 'Salud',
    price: 14000,
    durationMinutes: 120,
    bookingWindowDays: 60,
    availability: SCHEDULES.mornings,
    zones: [
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Flores' },
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Villa Crespo' },
    ],
    description:
      'Enfermera con experiencia en geriatría: control de signos vitales, administración de medicación, curaciones y acompañamiento. Coordino con la familia y dejo un registro diario de cada visita.',
  },
  {
    provider: 'martin',
    title: 'Peluquería y coloración a domicilio',
    category: 'Belleza',
    price: 19000,
    durationMinutes: 120,
    bookingWindowDays: 30,
    availability: SCHEDULES.tuesdayToSaturday,
    zones: [
      { province: 'Mendoza', locality: 'Mendoza' },
      { province: 'Mendoza', locality: 'Guaymallén' },
    ],
    description:
      'Cortes, brushing, coloración, mechas y tratamientos de keratina en la comodidad de tu casa. Trabajo con productos profesionales y te asesoro sobre el cuidado del color entre visitas.',
  },
  {
    provider: 'valeria',
    title: 'Manicuría y esmaltado semipermanente',
    category: 'Belleza',
    price: 11000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.tuesdayToSaturday,
    zones: [
      { province: 'Salta', locality: 'Salta' },
      { province: 'Salta', locality: 'Vaqueros' },
    ],
    description:
      'Manicuría completa, kapping en gel y esmaltado semipermanente que dura hasta tres semanas. Material esterilizado y descartable en cada turno. Diseños personalizados para eventos.',
  },
  {
    provider: 'diego',
    title: 'Animación de cumpleaños infantiles',
    category: 'Eventos',
    price: 55000,
    durationMinutes: 180,
    bookingWindowDays: 120,
    availability: SCHEDULES.weekends,
    zones: [
      { province: 'Santa Fe', locality: 'Rosario' },
      { province: 'Santa Fe', locality: 'Roldán' },
    ],
    description:
      'Animación para cumpleaños de niños de 3 a 10 años: juegos, música, burbujas gigantes, pintacaritas y show de magia. Llevamos sonido y disfraces; ustedes solo ponen la torta.',
  },
  {
    provider: 'sofia',
    title: 'Organización de eventos y casamientos',
    category: 'Eventos',
    price: 120000,
    durationMinutes: 180,
    bookingWindowDays: 120,
    availability: SCHEDULES.officeHours,
    zones: [
      { province: 'Tucumán', locality: 'Tafí del Valle' },
      { province: 'Tucumán', locality: 'San Miguel de Tucumán' },
    ],
    description:
      'Planificación integral de casamientos, cumpleaños de quince y eventos corporativos: presupuesto, proveedores, ambientación y coordinación del día. Reunión inicial sin cargo para conocer tu idea.',
  },
  {
    provider: 'pablo',
    title: 'Fotografía de paisajes y sesiones al aire libre',
    category: 'Fotografía',
    price: 48000,
    durationMinutes: 120,
    bookingWindowDays: 90,
    availability: SCHEDULES.weekends,
    zones: [
      { province: 'Neuquén', locality: 'Villa La Angostura' },
      { province: 'Chubut', locality: 'Puerto Madryn' },
    ],
    description:
      'Sesiones de fotos de pareja, familia o retrato en los lagos y la costa patagónica. Entrego 40 fotos editadas en alta resolución en una galería privada dentro de los diez días.',
  },
  {
    provider: 'carla',
    title: 'Fotografía de producto para tiendas online',
    category: 'Fotografía',
    price: 36000,
    durationMinutes: 150,
    bookingWindowDays: 60,
    availability: SCHEDULES.officeHours,
    zones: [
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Palermo' },
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Colegiales' },
    ],
    description:
      'Fotos de producto con fondo blanco y ambientadas para tu tienda online y redes. Estudio propio con iluminación profesional; también voy a tu local. Entrega en formatos listos para publicar.',
  },
  {
    provider: 'laura',
    title: 'Viandas saludables semanales',
    category: 'Cocina',
    price: 26000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: { monday: ['10:00-13:00'], thursday: ['10:00-13:00'] },
    zones: [{ province: 'Córdoba', locality: 'Córdoba' }],
    description:
      'Menú semanal de cinco viandas caseras, equilibradas y sin ultraprocesados, con opciones vegetarianas y sin TACC. Entrego los lunes y jueves en recipientes aptos para freezer y microondas.',
  },
  {
    provider: 'diego',
    title: 'Asado y catering para reuniones',
    category: 'Cocina',
    price: 70000,
    durationMinutes: 180,
    bookingWindowDays: 90,
    availability: SCHEDULES.weekends,
    zones: [
      { province: 'Santa Fe', locality: 'Funes' },
      { province: 'Entre Ríos', locality: 'Paraná' },
    ],
    description:
      'Parrillero para cumpleaños, reuniones de amigos y eventos de empresa: compra de la carne, asado a la leña, achuras, ensaladas y postre. Presupuesto por persona según el menú que elijas.',
  },
  {
    provider: 'martin',
    title: 'Entrenamiento personal funcional',
    category: 'Fitness',
    price: 10000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: {
      monday: ['07:00-10:00', '18:00-21:00'],
      wednesday: ['07:00-10:00', '18:00-21:00'],
      friday: ['07:00-10:00'],
    },
    zones: [
      { province: 'Mendoza', locality: 'Godoy Cruz' },
      { province: 'Mendoza', locality: 'Mendoza', neighborhood: 'Parque General San Martín' },
    ],
    description:
      'Entrenamiento funcional al aire libre o en tu casa, con plan personalizado según tu objetivo: bajar de peso, ganar fuerza o preparar una carrera. Profesor de educación física con diez años de experiencia.',
  },
  {
    provider: 'valeria',
    title: 'Clases de yoga para principiantes',
    category: 'Fitness',
    price: 7000,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: { tuesday: ['08:00-09:00', '19:00-20:00'], thursday: ['08:00-09:00', '19:00-20:00'] },
    zones: [
      { province: 'Salta', locality: 'Salta' },
      { province: 'Misiones', locality: 'Posadas' },
    ],
    description:
      'Yoga suave para empezar a moverte, mejorar la postura y bajar el estrés. Clases individuales o en grupos pequeños; llevo los mats. También hay clases en línea para quienes viven lejos.',
  },
  {
    provider: 'sofia',
    title: 'Clases de guitarra criolla',
    category: 'Música',
    price: 8500,
    durationMinutes: 60,
    bookingWindowDays: 60,
    availability: SCHEDULES.evenings,
    zones: [
      { province: 'Tucumán', locality: 'San Miguel de Tucumán' },
      { province: 'Tucumán', locality: 'Tafí Viejo' },
    ],
    description:
      'Clases de guitarra para todas las edades: acordes, rasguidos de folklore, zamba y chacarera, y lectura de tablaturas. Aprendés tocando tus canciones favoritas desde la primera clase.',
  },
  {
    provider: 'demo',
    title: 'Sonido e iluminación para fiestas',
    category: 'Música',
    price: 65000,
    durationMinutes: 180,
    bookingWindowDays: 120,
    availability: SCHEDULES.weekends,
    zones: [
      { province: 'Buenos Aires', locality: 'La Plata' },
      { province: 'Buenos Aires', locality: 'Quilmes' },
    ],
    description:
      'Equipo de sonido, luces y DJ para fiestas de hasta 150 personas. Armamos la lista de temas con vos, llegamos dos horas antes para el montaje y nos encargamos del desarme al final.',
    inactive: true,
  },
  {
    provider: 'carla',
    title: 'Clases de inglés para adultos',
    category: 'Idiomas',
    price: 9500,
    durationMinutes: 60,
    bookingWindowDays: 30,
    availability: SCHEDULES.evenings,
    zones: [
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Núñez' },
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Belgrano' },
    ],
    description:
      'Inglés conversacional y para el trabajo: entrevistas, reuniones y correos. Profesora con certificación internacional; clases individuales con material propio y seguimiento de tu progreso.',
  },
  {
    provider: 'pablo',
    title: 'Portugués para viajeros',
    category: 'Idiomas',
    price: 8000,
    durationMinutes: 60,
    bookingWindowDays: 60,
    availability: SCHEDULES.evenings,
    zones: [
      { province: 'Neuquén', locality: 'Neuquén' },
      { province: 'Misiones', locality: 'Puerto Iguazú' },
    ],
    description:
      'Curso intensivo de portugués de Brasil para las vacaciones: frases útiles, pronunciación y situaciones reales en el hotel, la playa y los restaurantes. Ocho clases y material descargable.',
  },
];
