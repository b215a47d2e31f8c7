import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isLeader, RATING_LABELS, RATING_VALUES } from '@changas/shared/contracts';
import { argentinaDateOf, formatPrice, minutesToClock } from '@changas/shared/util';
import {
  formatAverageRating,
  longDate,
  monthTitle,
  reviewCountText,
  shortDate,
  ServiceRating,
} from '@changas/web/ui';

interface Example {
  call: string;
  result: string;
}

function Examples({ rows }: { rows: Example[] }) {
  return (
    <Table size="small" sx={{ my: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">Llamada</TableCell>
          <TableCell component="th">Resultado (en vivo)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ call, result }) => (
          <TableRow key={call}>
            <TableCell>
              <code>{call}</code>
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{result}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Money: `formatPrice` from @changas/shared/util, with a field to try any amount. */
export function MoneyExamples() {
  const [amount, setAmount] = useState('12500');
  const parsed = Number(amount.replace(',', '.'));
  return (
    <>
      <Examples
        rows={[12500, 1234.5, 0, 1500000].map((value) => ({
          call: `formatPrice(${value})`,
          result: formatPrice(value),
        }))}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label="Monto en pesos"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {Number.isFinite(parsed)
            ? `Desde ${formatPrice(parsed)}`
            : 'Escribe un número, p. ej. 12500 o 1234,5'}
        </Typography>
      </Box>
    </>
  );
}

/** Dates and times: Argentina's zone whatever the machine's (ARCHITECTURE section 5). */
export function DateExamples() {
  const today = argentinaDateOf(new Date());
  return (
    <Examples
      rows={[
        { call: 'argentinaDateOf(new Date())', result: today },
        { call: `longDate('${today}')`, result: longDate(today) },
        { call: `shortDate('${today}')`, result: shortDate(today) },
        { call: `monthTitle('${today.slice(0, 7)}')`, result: monthTitle(today.slice(0, 7)) },
        { call: 'minutesToClock(570)', result: minutesToClock(570) },
      ]}
    />
  );
}

/** Ratings: one decimal with a comma, the review count, the leader rule and the star labels. */
export function RatingExamples() {
  return (
    <>
      <Examples
        rows={[
          { call: 'formatAverageRating(4.75)', result: formatAverageRating(4.75) },
          { call: 'formatAverageRating(4)', result: formatAverageRating(4) },
          { call: 'reviewCountText(1)', result: reviewCountText(1) },
          { call: 'reviewCountText(12)', result: reviewCountText(12) },
          { call: 'isLeader(4.2, 3)', result: isLeader(4.2, 3) ? 'sí: muestra «Líder»' : 'no' },
          { call: 'isLeader(4.8, 2)', result: isLeader(4.8, 2) ? 'sí: muestra «Líder»' : 'no' },
          ...RATING_VALUES.map((value) => ({
            call: `RATING_LABELS[${value}]`,
            result: RATING_LABELS[value],
          })),
        ]}
      />
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', my: 2 }}>
        <ServiceRating average={4.75} count={12} />
        <ServiceRating average={3} count={1} size="small" />
      </Box>
    </>
  );
}
