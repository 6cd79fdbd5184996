/**
 * What a buyer checks on each certificate (issue 35): its number, who issued it and how long it is valid, keyed by the
 * certificate's name as its standard writes it (certificates.json `certifications[].name`, the same in every language).
 * Seed values, to be replaced by the company's own certificates; dates are ISO days, shown through Intl.
 * `issuer`: the issuing authority's own name (never translated), or null for a third-party certificate, shown as
 * "an accredited certification body" in the visitor's language.
 */
export interface CertificateRecord {
  number: string;
  issuer: string | null;
  validFrom: string;
  validUntil: string;
}

export const CERTIFICATE_RECORDS: Readonly<Record<string, CertificateRecord>> = {
  'WHO-GMP': {
    number: 'TS/DCA/GMP/2024/0457',
    issuer: 'Drugs Control Administration, Government of Telangana',
    validFrom: '2024-08-14',
    validUntil: '2027-08-13',
  },
  FSSAI: {
    number: '10019042003187',
    issuer: 'Food Safety and Standards Authority of India',
    validFrom: '2023-04-01',
    validUntil: '2028-03-31',
  },
  APEDA: {
    number: 'APEDA/RCMC/05123/2024-2025',
    issuer: 'Agricultural and Processed Food Products Export Development Authority',
    validFrom: '2024-06-20',
    validUntil: '2029-03-31',
  },
  HACCP: { number: 'HACCP-IN-24-0318', issuer: null, validFrom: '2024-07-01', validUntil: '2027-06-30' },
  'ISO 9001:2015': {
    number: 'IN-QMS-2419-0087',
    issuer: null,
    validFrom: '2024-09-15',
    validUntil: '2027-09-14',
  },
  'ISO 22000:2018': {
    number: 'IN-FSMS-2420-0031',
    issuer: null,
    validFrom: '2024-11-03',
    validUntil: '2027-11-02',
  },
};
