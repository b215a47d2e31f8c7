import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@changas/shared/contracts';

export interface WeeklyAvailabilityProps {
  /** Per weekday its 'HH:MM-HH:MM' ranges; a missing or empty day is not available. */
  availability: Partial<Record<Weekday, readonly string[]>>;
  /** Names the table for assistive technology. */
  label?: string;
}

/** A read-only week, Monday to Sunday, with each day's time ranges or 'No disponible'. */
export function WeeklyAvailability({
  availability,
  label = 'Disponibilidad semanal',
}: WeeklyAvailabilityProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Día
          </TableCell>
          <TableCell component="th" scope="col">
            Horarios
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {WEEKDAYS.map((day) => {
          const ranges = availability[day] ?? [];
          return (
            <TableRow key={day}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '30%' }}>
                {WEEKDAY_LABELS[day]}
              </TableCell>
              <TableCell>
                {ranges.length > 0 ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {ranges.map((range) => (
                      <Chip key={range} label={range} size="small" variant="outlined" />
                    ))}
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    No disponible
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
