/** The calendar's own words; the screens name the calendar itself. */
export const CALENDAR_TEXTS = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  loading: 'Cargando fechas...',
  noDates: 'No hay fechas con turnos disponibles en los próximos días.',
  available: 'con turnos disponibles',
  unavailable: 'sin turnos',
  legend: 'Días con turnos disponibles',
  holidays: 'Feriados del mes',
} as const;
