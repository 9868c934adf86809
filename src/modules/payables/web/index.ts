// What other modules' pages may use of payables on the web: the vendor pages' paths.
export const vendorPath = (id: string) => `/finance/vendors/${id}`;
