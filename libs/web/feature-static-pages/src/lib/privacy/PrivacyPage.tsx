import { usePageTitle } from '@changas/web/ui';
import { LegalDocument } from '../legal/LegalDocument';
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './privacy.content';

/** /privacy-policy: data collected, uses, rights under Ley 25.326, cookies and retention. */
export function PrivacyPage() {
  usePageTitle('Política de privacidad');
  return (
    <LegalDocument
      title="Política de privacidad"
      intro={PRIVACY_INTRO}
      lastUpdated={PRIVACY_LAST_UPDATED}
      sections={PRIVACY_SECTIONS}
    />
  );
}
