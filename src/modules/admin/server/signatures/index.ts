// What other modules use of the electronic signature: the company's place on their printed
// documents, whether a customer must sign, and keeping and showing the customer's signature.
export { assertCustomerSignature, captureSignature, capturedSignatureOf, companySignPlace, customerSignatureRequired, customerSignPlace, signatureView } from './service';
export { capturedSignatureOut, signatureInput, signatureImageRoute } from './routes';
