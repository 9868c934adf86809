import { Section } from '../../../../web/components/data/section';
import { useCompany } from '../../../../web/components/data/company';
import { useSignatureT } from '../i18n';

type Signed = { signerName: string; signedAt: string; imageUrl: string };

/** The signature a customer drew on a record (a contract at handover, a quotation's approval), with who and when. */
export function CustomerSignature({ signature, title }: { signature: Signed; title: string }) {
  const { t } = useSignatureT();
  // The company's time zone, as every time on the record's page.
  const co = useCompany();
  return (
    <Section title={title} testId="customer-signature">
      <figure className="flex flex-col gap-2">
        <div className="flex h-28 items-center justify-center rounded-lg border border-border bg-background p-2">
          <img src={signature.imageUrl} alt={t('signedBy', { name: signature.signerName })} className="max-h-full max-w-full object-contain" />
        </div>
        <figcaption className="text-sm">
          <span className="font-medium">{signature.signerName}</span>
          <span className="num text-muted-foreground"> · {t('signedAt', { at: co.at(signature.signedAt) })}</span>
        </figcaption>
      </figure>
    </Section>
  );
}
