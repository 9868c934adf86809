import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';

/** What an invoice or payment belongs to: a rental contract or a lease, linked to its page. */
export function AgreementLink({ contractId, contractNumber, leaseId, leaseNumber }: { contractId: string | null; contractNumber?: string | null; leaseId: string | null; leaseNumber?: string | null }) {
  const co = useCompany();
  const [path, label] = contractId && contractNumber ? [`/contracts/${contractId}`, contractNumber] : leaseId && leaseNumber ? [`/properties/contracts/${leaseId}`, leaseNumber] : [null, null];
  if (!path) return <>—</>;
  return (
    <Link to={withBase(co.base, path)} className="num text-primary hover:underline">
      {label}
    </Link>
  );
}
