import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@changas/shared/contracts';
import { useCreateService } from '@changas/web/data-access';
import { EditorLayout } from './EditorLayout';
import { EDITOR_TEXTS } from './service-editor-texts';
import { emptyServiceForm } from './service-form';
import { ServiceWizard } from './ServiceWizard';

/** /offer-service: the create wizard; once published, the provider lands on /my-services. */
export function OfferServicePage() {
  const createService = useCreateService();
  const navigate = useNavigate();
  return (
    <EditorLayout title={EDITOR_TEXTS.create.title} intro={EDITOR_TEXTS.create.intro}>
      <ServiceWizard
        variant="create"
        defaultValues={emptyServiceForm()}
        save={(request) => createService.mutateAsync(request)}
        onDone={() => navigate(ROUTES.myServices)}
      />
    </EditorLayout>
  );
}
