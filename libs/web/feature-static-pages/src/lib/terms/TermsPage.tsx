import { usePageTitle } from '@changas/web/ui';
import { LegalDocument } from '../legal/LegalDocument';
import { TERMS_INTRO, TERMS_LAST_UPDATED, TERMS_SECTIONS } from './terms.content';

/** /terms-and-conditions: the 11 numbered sections of the terms. */
export function TermsPage() {
  usePageTitle('Términos y condiciones');
  return (
    <LegalDocument
      title="Términos y condiciones"
      intro={TERMS_INTRO}
      lastUpdated={TERMS_LAST_UPDATED}
      sections={TERMS_SECTIONS}
    />
  );
}
