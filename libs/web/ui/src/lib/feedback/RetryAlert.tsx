import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { COMMON_TEXTS } from '../texts/common-texts';

/** What failed to load, in the user's words, and how to try again. */
export interface LoadFailure {
  message: string;
  onRetry: () => void;
}

/** A part of a screen that could not load (a calendar, a day's slots, a grid): its message and 'Reintentar'. */
export function RetryAlert({ message, onRetry }: LoadFailure) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {COMMON_TEXTS.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
