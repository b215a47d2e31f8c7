import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@changas/shared/contracts';
import { formatNumber } from '@changas/shared/util';
import { useDashboard, useSession } from '@changas/web/data-access';
import { ActionCard, COMMON_TEXTS, SectionHeading, StatCard, usePageTitle } from '@changas/web/ui';
import { COUNTER_LABELS, DASHBOARD_TEXTS as TEXTS } from './dashboard-texts';
import { QUICK_ACTIONS } from './quick-actions';
import { RecentRequests } from './RecentRequests';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const gridListSx = { listStyle: 'none', p: 0, m: 0 } as const;

/** /dashboard: greeting, the six counters, the six shortcuts and the latest requests each way. */
export function DashboardPage() {
  usePageTitle(TEXTS.title);
  const { user } = useSession();
  const dashboard = useDashboard();
  const failed = dashboard.isError && !dashboard.data;
  const data = dashboard.data;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
        {TEXTS.greeting(firstName(user?.name ?? ''))}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 5 }}>
        {TEXTS.intro}
      </Typography>

      <Box component="section" aria-labelledby="dashboard-activity" sx={{ mb: 6 }}>
        <SectionHeading id="dashboard-activity" title={TEXTS.activity} />
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
                {COMMON_TEXTS.retry}
              </Button>
            }
          >
            <strong>{TEXTS.activityFailed}</strong> {dashboard.error.message}
          </Alert>
        ) : (
          <Grid container spacing={2} component="ul" sx={gridListSx}>
            {COUNTER_LABELS.map(({ key, label }) => (
              <Grid key={key} size={{ xs: 6, sm: 4, lg: 2 }} component="li">
                <StatCard
                  value={data ? formatNumber(data.counters[key]) : ''}
                  label={label}
                  loading={!data}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>

      <Box component="section" aria-labelledby="dashboard-shortcuts" sx={{ mb: 6 }}>
        <SectionHeading id="dashboard-shortcuts" title={TEXTS.quickActions} />
        <Grid container spacing={2} component="ul" sx={gridListSx}>
          {QUICK_ACTIONS.map((action) => (
            <Grid key={action.to} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <ActionCard
                to={action.to}
                title={action.title}
                description={action.description}
                icon={action.icon}
              />
            </Grid>
          ))}
        </Grid>
      </Box>

      {!failed && (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <RecentRequests
              title={TEXTS.recentSent}
              perspective="sent"
              appointments={data?.recent_sent}
              emptyText={TEXTS.noneSent}
              to={ROUTES.myRequests}
              seeAll={TEXTS.seeAllSent}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RecentRequests
              title={TEXTS.recentReceived}
              perspective="received"
              appointments={data?.recent_received}
              emptyText={TEXTS.noneReceived}
              to={ROUTES.receivedRequests}
              seeAll={TEXTS.seeAllReceived}
            />
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
