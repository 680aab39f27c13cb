import {
  downloadCertificatePdf,
  listCertificates,
  listMyCertificates,
  revokeCertificate,
  verifyCertificate,
  type ListCertificatesParams,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { certificateKeys } from '../../data/certificates/keys';
import { saveDownload } from '../../lib/download';

export const myCertificatesQuery = () =>
  queryOptions({ queryKey: certificateKeys.mine(), queryFn: () => listMyCertificates() });

// Paged by cursor: the page shown stays while the next one loads.
export const certificatesQuery = (params: ListCertificatesParams) =>
  queryOptions({
    queryKey: certificateKeys.list(params),
    queryFn: () => listCertificates(params),
    placeholderData: keepPreviousData,
  });

export const verifyCertificateQuery = (code: string) =>
  queryOptions({ queryKey: certificateKeys.verify(code), queryFn: () => verifyCertificate(code) });

/** A revoke changes the admin's list, the owner's profile and the public page. */
export function useRevokeCertificate(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => revokeCertificate(code, { reason }),
    onSuccess: () => refreshAfter(client, 'certificate.revoked'),
  });
}

/** Fetches the PDF with the session's token and hands it to the browser as a download. */
export function useDownloadCertificate(code: string) {
  return useMutation({
    mutationFn: async () => saveDownload(await downloadCertificatePdf(code)),
  });
}
