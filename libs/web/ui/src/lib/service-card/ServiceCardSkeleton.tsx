import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a ServiceCard while it loads; hidden from screen readers, whose loading text the page gives. */
export function ServiceCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%', borderRadius: 3 }}>
      <Skeleton variant="rectangular" height={180} />
      <CardContent>
        <Skeleton variant="text" width="80%" sx={{ fontSize: '1.15rem' }} />
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
          <Skeleton variant="text" width="35%" />
          <Skeleton variant="rounded" width={110} height={36} />
        </Stack>
      </CardContent>
    </Card>
  );
}
