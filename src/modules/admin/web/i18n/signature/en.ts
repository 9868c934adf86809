import type { SignatureTexts } from './ar';

/** English texts of the electronic signature (namespace `signature`). */
const en: SignatureTexts = {
  subtitle: 'Who signs for the company, their signature and the company stamp on printed documents, and customers signing on screen',
  signatory: 'Authorised signatory',
  signatoryHint: 'Their name and title are printed under the signature.',
  name: 'Name',
  title: 'Title',
  signature: 'Signature',
  stamp: 'Company stamp',
  none: { signature: 'No signature yet', stamp: 'No stamp yet' },
  drawHint: 'Draw the signature in the box and save it, or upload a scanned image (PNG or JPEG, up to 2 MB).',
  stampHint: 'A stamp on a transparent background (PNG) prints best.',
  padLabel: 'Signatory’s signature drawing box',
  saveDrawing: 'Save the drawn signature',
  upload: { signature: 'Upload a signature image', stamp: 'Upload the stamp' },
  remove: 'Remove',
  saved: { signature: 'Signature saved', stamp: 'Stamp saved', settings: 'Settings saved' },
  removed: { signature: 'Signature removed', stamp: 'Stamp removed' },
  documents: 'Documents that carry the signature and stamp',
  documentsHint: 'They are printed in the “For the company” place of the chosen documents.',
  document: { contract: 'Rental contracts', invoice: 'Invoices', receipt: 'Receipts', lease: 'Property leases' },
  customers: 'Customers signing on screen',
  customersHint: 'The signature and its time are kept with the record and printed on the contract.',
  handover: 'The customer signs at vehicle handover',
  handoverHint: 'A handover cannot be completed without the customer’s signature.',
  quotation: 'The customer signs to approve a quotation',
  quotationHint: 'The quotation approval page asks for the customer’s signature before approving.',
  save: 'Save settings',
  saveFailed: 'Could not save',
  signedBy: 'Signature of {{name}}',
  signedAt: 'signed {{at}}',
  preview: '{{what}} preview',
};

export default en;
